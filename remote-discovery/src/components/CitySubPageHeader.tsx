import { useParams } from '@citylens/shared/router';
import { Breadcrumb, PageHeading } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';

/** Breadcrumb Home > {city} > {section} (the city crumb links back to /city/{cityName}) and the page title. */
export function CitySubPageHeader({
  section,
  title,
}: {
  section: string;
  title: (city: string) => string;
}) {
  const { cityName = '' } = useParams();
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Home', href: routes.home.href() },
          { label: cityName, href: routes.city.href(cityName) },
          { label: section },
        ]}
      />
      <PageHeading title={title(cityName)} />
    </>
  );
}
