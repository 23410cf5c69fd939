import { useParams } from '@citylens/shared/router';
import { Breadcrumb, PageContainer, PageHeading } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';

/** A city's page. Without a city in the path the spec's text is shown. */
export function CityPage() {
  const { cityName } = useParams();
  if (!cityName) return <PageContainer role="alert">No city specified</PageContainer>;
  return (
    <PageContainer>
      <Breadcrumb items={[{ label: 'Home', href: routes.home.href() }, { label: cityName }]} />
      <PageHeading title={cityName} subtitle="Discover" />
    </PageContainer>
  );
}
