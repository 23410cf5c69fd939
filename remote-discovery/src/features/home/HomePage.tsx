import { PageContainer, PageHeading } from '@citylens/shared/ui';

/** Home: the product's tagline; the hero, search and city collections arrive with the discovery issue. */
export function HomePage() {
  return (
    <PageContainer>
      <PageHeading
        eyebrow="CityLens"
        title="Experience different cultures through their food, lifestyle and festivals."
      />
    </PageContainer>
  );
}
