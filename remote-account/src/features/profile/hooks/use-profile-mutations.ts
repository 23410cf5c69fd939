import { queryKeys } from '@citylens/shared/contracts';
import { useMutation, useQueryClient } from '@citylens/shared/query';
import type { ProfileUpdateRequest, UserProfile } from '@citylens/shared';
import { deleteAccount } from '../api/delete-account';
import { updateProfile } from '../api/update-profile';

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdateRequest) => updateProfile(changes),
    onSuccess: (result) => {
      if (result.user && 'date_joined' in result.user) {
        queryClient.setQueryData<UserProfile>(queryKeys.profile.me(userId), result.user);
      } else {
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile.me(userId) });
      }
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    // The account is gone: nothing personal may linger in the page's cache.
    onSuccess: () => queryClient.removeQueries({ queryKey: ['profile'] }),
  });
}
