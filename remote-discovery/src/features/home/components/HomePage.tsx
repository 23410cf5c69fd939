import { css } from '@emotion/react';
import { useCallback, useState } from 'react';
import {
  AfterFirstPaint,
  PageContainer,
  stackCss,
  theme,
  useServerPass,
} from '@citylens/shared/ui';
import { HydrateWhenSeen } from '@citylens/shared/host-ui-fallbacks';
import { PageOpensAtTop } from '../../../components/PageOpensAtTop';
import { curatedCitiesQuery } from '../api/get-curated-cities';
import { popularCitiesQuery } from '../api/get-popular-cities';
import { CityCollection } from './CityCollection';
import { HomeHero } from './HomeHero';
import { PhotosOfTheWeek } from './PhotosOfTheWeek';

/** Home: the hero with search, Photos of the Week, Popular Cities and Curated Cities Collections. */
export function HomePage() {
  // The sections below wait for the hero photo (the LCP), then render as a transition. The
  // server's pass (and hydration, which must match it) renders them at once: effects never run on
  // the server, so waiting for the hero there left the page without its cities.
  const serverPass = useServerPass();
  const [heroSettled, setHeroSettled] = useState(serverPass);
  const onSettled = useCallback(() => setHeroSettled(true), []);
  return (
    <>
      <PageOpensAtTop />
      <HomeHero onSettled={onSettled} />
      {heroSettled ? (
        <AfterFirstPaint minHeight="100vh">
          <HomeSections />
        </AfterFirstPaint>
      ) : (
        <div aria-hidden="true" style={{ minHeight: '100vh' }} />
      )}
    </>
  );
}

const popularColumns = { tablet: 2, wide: 4, wideAt: 'desktop' } as const;
const curatedColumns = { tablet: 2, wide: 3, wideAt: 'laptop' } as const;

function HomeSections() {
  return (
    <PageContainer
      css={[
        stackCss[8],
        css`
          padding-top: ${theme.space[7]}px;
          padding-bottom: ${theme.space[8]}px;
        `,
      ]}
    >
      {/* Below the hero: each section hydrates when it comes near the viewport. */}
      <HydrateWhenSeen part="photos-of-the-week">
        <PhotosOfTheWeek />
      </HydrateWhenSeen>
      <HydrateWhenSeen part="popular-cities">
        <CityCollection
          title="Popular Cities"
          description="The cities our travellers love most right now."
          query={popularCitiesQuery()}
          errorMessage="Failed to load popular cities. Please try again later."
          columns={popularColumns}
        />
      </HydrateWhenSeen>
      <HydrateWhenSeen part="curated-cities">
        <CityCollection
          title="Curated Cities Collections"
          description="Hand-picked by our editors for their food, festivals and street life."
          query={curatedCitiesQuery()}
          errorMessage="Failed to load cities. Please try again later."
          columns={curatedColumns}
        />
      </HydrateWhenSeen>
    </PageContainer>
  );
}
