import { PageContainer, PageHeading } from '@citylens/shared/ui';

/** The signed-in user's profile; the form arrives with the account issue. */
export function ProfilePage() {
  return (
    <PageContainer>
      <PageHeading title="User Profile" />
    </PageContainer>
  );
}
