import { session, type ProfileUpdateRequest } from '@citylens/shared';

/** PUT /api/auth/update/: the session stores the answer, so the header's name follows at once. */
export const updateProfile = (changes: ProfileUpdateRequest) => session.updateProfile(changes);
