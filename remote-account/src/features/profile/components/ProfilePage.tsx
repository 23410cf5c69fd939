import { css } from '@emotion/react';
import { formatLongDate, useAuth } from '@citylens/shared';
import { useQuery } from '@citylens/shared/query';
import { ErrorState, PageContainer, PageHeading, theme } from '@citylens/shared/ui';
import { profileQuery } from '../api/get-profile';
import { DeleteAccountSection } from './DeleteAccountSection';
import { MyBookingsSection } from './MyBookingsSection';
import { MyOrdersSection } from './MyOrdersSection';
import { ProfileForm } from './ProfileForm';

const PROFILE_LOAD_FAILED = 'Failed to load profile';

/** /profile: the signed-in user's details, password change, bookings, orders and account deletion. */
export function ProfilePage() {
  const { user } = useAuth();
  const userId = user?.id ?? 0;
  const profile = useQuery({ ...profileQuery(userId), enabled: userId !== 0 });
  const memberSince = profile.data
    ? formatLongDate(profile.data.date_joined) || 'Unknown'
    : profile.isError
      ? 'Unknown'
      : 'Loading…';

  return (
    <PageContainer narrow>
      <PageHeading
        title="User Profile"
        subtitle={
          <>
            Member since <strong>{memberSince}</strong>
          </>
        }
      />
      <div
        css={css`
          display: grid;
          gap: ${theme.space[6]}px;
        `}
      >
        {profile.isError && (
          <ErrorState inline message={PROFILE_LOAD_FAILED} onRetry={() => void profile.refetch()} />
        )}
        {/* Re-keyed when the profile arrives so the fields start from the server's values. */}
        <ProfileForm
          key={profile.data ? `loaded-${profile.data.id}` : 'loading'}
          userId={userId}
          profile={profile.data}
        />
        <MyBookingsSection userId={userId} />
        <MyOrdersSection userId={userId} />
        <DeleteAccountSection />
      </div>
    </PageContainer>
  );
}
