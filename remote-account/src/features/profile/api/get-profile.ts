import { session } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** GET /api/auth/profile/ for the signed-in user (spec §7). */
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.profile.me(userId),
    queryFn: ({ signal }) => session.fetchProfile(signal),
  });
