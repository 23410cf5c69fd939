import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useQuery } from '@citylens/shared/query';
import { cityContentQuery, isCityNotFound, routes } from '@citylens/shared';
import { CITY_HERO_HEIGHT } from '@citylens/shared/contracts';
import {
  AfterFirstPaint,
  Breadcrumb,
  ErrorState,
  HeroSlideshow,
  mq,
  PageContainer,
  Spinner,
  theme,
} from '@citylens/shared/ui';
import { CityNotFound } from '../../../components/ContentStates';
import { CityRoute } from '../../../components/CitySubPage';
import { SaveForOffline } from '../../../components/SaveForOffline';
import { useRefreshSavedCities } from '../../../hooks/use-saved-cities';
import { useHeroSettled } from '../../../hooks/use-hero-settled';
import { categoryHref, discoverCategories } from '../lib/discover-categories';
import { CategoryCard } from './CategoryCard';
import { CategoryContentList } from './CategoryContentList';
import { CityHeader } from './CityHeader';
import { CitySection } from './CitySection';

/** A city's page: its header slideshow and the Discover grid of categories. */
export function CityPage() {
  useRefreshSavedCities();
  return <CityRoute>{(cityName) => <CityDetailsView cityName={cityName} />}</CityRoute>;
}

function CityDetailsView({ cityName }: { cityName: string }) {
  const { data: city, isPending, isError, error, refetch } = useQuery(cityContentQuery(cityName));
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const heroRef = useRef<HTMLDivElement>(null);
  const heroSettled = useHeroSettled(heroRef, !!city);

  if (isPending) {
    // The hero's box is reserved while loading, so nothing shifts when the city arrives.
    return (
      <HeroSlideshow slides={[]} label={`Photos of ${cityName}`} height={CITY_HERO_HEIGHT}>
        <Spinner label="Loading city details…" />
      </HeroSlideshow>
    );
  }
  if (isCityNotFound(error)) return <CityNotFound cityName={cityName} />;
  if (isError || !city) {
    return (
      <PageContainer>
        <ErrorState message="Failed to load city details" onRetry={() => void refetch()} />
      </PageContainer>
    );
  }

  const categories = discoverCategories(city);
  const inPlace = categories.find((c) => c.name === openCategory);
  return (
    <>
      <div ref={heroRef}>
        <CityHeader city={city} />
      </div>
      {!heroSettled ? (
        <div aria-hidden="true" style={{ minHeight: '60vh' }} />
      ) : (
        <AfterFirstPaint minHeight="60vh">
          <PageContainer>
            <Breadcrumb
              items={[{ label: 'Home', href: routes.home.href() }, { label: city.name }]}
            />
            {city.description && (
              <p
                css={css`
                  margin-top: ${theme.space[4]}px;
                  max-width: 70ch;
                  font-size: ${theme.fontSizes.lg};
                  line-height: ${theme.lineHeights.body};
                  color: ${theme.colors.textMuted};
                `}
              >
                {city.description}
              </p>
            )}
            <SaveForOffline cityName={city.name} />
            <CitySection
              headingId="discover-heading"
              heading={`Discover ${city.name}`}
              headingSize="xxl"
            >
              <ul
                css={css`
                  display: grid;
                  gap: ${theme.space[5]}px;
                  padding: 0;
                  list-style: none;
                  grid-template-columns: 1fr;
                  ${mq.mobile} {
                    grid-template-columns: repeat(2, minmax(0, 1fr));
                  }
                  ${mq.laptop} {
                    grid-template-columns: repeat(3, minmax(0, 1fr));
                  }
                `}
              >
                {categories.map((category) => (
                  <li key={category.id}>
                    <CategoryCard
                      category={category}
                      href={categoryHref(city.name, category.name)}
                      expanded={openCategory === category.name}
                      onOpen={() =>
                        setOpenCategory((open) => (open === category.name ? null : category.name))
                      }
                    />
                  </li>
                ))}
              </ul>
              {inPlace && <CategoryContentList category={inPlace} />}
            </CitySection>
          </PageContainer>
        </AfterFirstPaint>
      )}
    </>
  );
}
