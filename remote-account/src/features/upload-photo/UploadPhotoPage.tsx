import { Breadcrumb, PageContainer, PageHeading } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';

/** Upload a lifestyle photo; the form arrives with the account issue. */
export function UploadPhotoPage() {
  return (
    <PageContainer>
      <Breadcrumb
        items={[{ label: 'Home', href: routes.home.href() }, { label: 'Upload Photo' }]}
      />
      <PageHeading title="Upload Photo" />
    </PageContainer>
  );
}
