import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useQuery } from '@citylens/shared/query';
import { useParams } from '@citylens/shared/router';
import { cityContentQuery, cityHeroPhotos, isCityNotFound, routes } from '@citylens/shared';
import { CITY_SUB_PAGE_HERO_HEIGHT } from '@citylens/shared/contracts';
import {
  Breadcrumb,
  ErrorState,
  HeroSlideshow,
  PageContainer,
  theme,
  VisuallyHidden,
} from '@citylens/shared/ui';
import { cityPhotosQuery } from '../api/get-city-photos';
import { CityNotFound } from './ContentStates';
import { HeroTitle } from './HeroTitle';
import { PageOpensAtTop } from './PageOpensAtTop';

export interface CitySubPageProps {
  /** Last breadcrumb item and the hero's eyebrow ("Food"). */
  section: string;
  /** The hero's line under the city name; country is '' until the city has loaded. */
  heroText: (city: string, country: string) => string;
  children: (cityName: string) => ReactNode;
}

/**
 * The frame of every city sub-page: the city's photos rotating in a hero with its name, the
 * breadcrumb Home > city > section (back to /city/{cityName}), then the page's own content in a
 * section headed (for screen readers) "{section} in {city}", so the cards' h3s follow an h2.
 */
export function CitySubPage({ section, heroText, children }: CitySubPageProps) {
  return (
    <CityRoute>
      {(cityName) => (
        <CitySubPageFrame cityName={cityName} section={section} heroText={heroText}>
          {children(cityName)}
        </CitySubPageFrame>
      )}
    </CityRoute>
  );
}

/**
 * A page of the city named in the URL (`/city/:cityName/…`), opened at its top; an error in
 * place of the page when the URL names none.
 */
export function CityRoute({ children }: { children: (cityName: string) => ReactNode }) {
  const { cityName } = useParams();
  return (
    <>
      <PageOpensAtTop />
      {cityName ? (
        children(cityName)
      ) : (
        <PageContainer>
          <ErrorState message="No city specified" />
        </PageContainer>
      )}
    </>
  );
}

function CitySubPageFrame({
  cityName,
  section,
  heroText,
  children,
}: Omit<CitySubPageProps, 'children'> & { cityName: string; children: ReactNode }) {
  const photos = useQuery(cityPhotosQuery(cityName));
  const city = useQuery(cityContentQuery(cityName));
  const headingId = useId();
  const name = city.data?.name ?? cityName;
  // The content's photos first, as the city page's: the server renders their first one.
  const heroPhotos = city.data ? cityHeroPhotos(city.data) : (photos.data ?? []);
  const slides = heroPhotos.map((photo, i) => ({
    key: photo,
    image: photo,
    alt: `${name}, photo ${i + 1}`,
  }));
  if (isCityNotFound(city.error)) return <CityNotFound cityName={cityName} />;
  return (
    <>
      <HeroSlideshow slides={slides} label={`Photos of ${name}`} height={CITY_SUB_PAGE_HERO_HEIGHT}>
        <HeroTitle eyebrow={section} title={name} />
        <p
          css={css`
            font-size: ${theme.fontSizes.lg};
            max-width: 60ch;
          `}
        >
          {heroText(name, city.data?.country ?? '')}
        </p>
      </HeroSlideshow>
      <PageContainer>
        <Breadcrumb
          items={[
            { label: 'Home', href: routes.home.href() },
            { label: name, href: routes.city.href(cityName) },
            { label: section },
          ]}
          css={css`
            margin-bottom: ${theme.space[5]}px;
          `}
        />
        <section aria-labelledby={headingId}>
          <VisuallyHidden as="h2" id={headingId}>
            {`${section} in ${name}`}
          </VisuallyHidden>
          {children}
        </section>
      </PageContainer>
    </>
  );
}

/** "Paris, France", or just "Paris" until the country is known. */
export const cityAndCountry = (city: string, country: string) =>
  country ? `${city}, ${country}` : city;
