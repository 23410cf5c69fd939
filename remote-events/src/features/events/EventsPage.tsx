import { PageContainer, PageHeading } from '@citylens/shared/ui';

/** Events home; the hero, search and event grid arrive with the events issue. */
export function EventsPage() {
  return (
    <PageContainer>
      <PageHeading title="Find all Upcoming Events" />
    </PageContainer>
  );
}
