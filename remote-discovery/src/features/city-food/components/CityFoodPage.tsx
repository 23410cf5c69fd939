import { Suspense, lazy } from 'react';
import { useQuery } from '@citylens/shared/query';
import { cityContentQuery, type FoodItem } from '@citylens/shared';
import { ErrorState, Spinner } from '@citylens/shared/ui';
import { categoryContent } from '../../../api/city-categories';
import { CitySubPage, cityAndCountry } from '../../../components/CitySubPage';
import { EmptyCityContent } from '../../../components/ContentStates';
import { PlateIcon } from '../../../components/icons';
import { PlayableContentGrid } from '../../../components/PlayableContentGrid';
import { useDeepLink } from '../../../hooks/use-deep-link';

const FoodViewer = lazy(() => import('./FoodViewer'));

/** Food: the city's dishes and places; a dish with a video plays in place, others open the viewer. */
export function CityFoodPage() {
  return (
    <CitySubPage
      section="Food"
      heroText={(city, country) =>
        `Best restaurants and their meals in ${cityAndCountry(city, country)}`
      }
    >
      {(cityName) => <FoodItems cityName={cityName} />}
    </CitySubPage>
  );
}

function FoodItems({ cityName }: { cityName: string }) {
  const { data, isPending, isError, refetch } = useQuery(cityContentQuery(cityName));
  const deepLink = useDeepLink('photo');

  if (isPending) return <Spinner label="Loading food items…" block />;
  if (isError) {
    return (
      <ErrorState
        message="Failed to load food items. Please try again later."
        onRetry={() => void refetch()}
      />
    );
  }
  const city = data.name;
  const items = categoryContent<FoodItem>(data, 'food');
  if (items.length === 0) {
    return (
      <EmptyCityContent
        title="No Food Items Yet"
        description={`Be the first to add food content about ${city}`}
        cityName={cityName}
      />
    );
  }
  const viewerIndex = deepLink.value ? items.findIndex((i) => String(i.id) === deepLink.value) : -1;

  return (
    <>
      <PlayableContentGrid
        items={items}
        videoMeta={city}
        cardMeta={() => city}
        icon={<PlateIcon />}
        openLabel={(item) => `View ${item.title}`}
        onOpen={(item) => deepLink.open(item.id)}
      />
      {viewerIndex >= 0 && (
        <Suspense fallback={null}>
          <FoodViewer
            items={items}
            index={viewerIndex}
            cityName={city}
            onShow={(item) => deepLink.show(item.id)}
            onClose={deepLink.close}
          />
        </Suspense>
      )}
    </>
  );
}
