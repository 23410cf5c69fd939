import { Breadcrumb, PageContainer, PageHeading } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';

/** City reviews; the city search, form and list arrive with the account issue. */
export function ReviewsPage() {
  return (
    <PageContainer>
      <Breadcrumb items={[{ label: 'Home', href: routes.home.href() }, { label: 'Reviews' }]} />
      <PageHeading title="City Reviews" />
    </PageContainer>
  );
}
