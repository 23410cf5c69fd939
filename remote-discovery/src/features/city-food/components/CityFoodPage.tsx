import { Suspense, lazy } from 'react';
import type { FoodItem } from '@citylens/shared';
import { CityCategoryPage, type CategoryListProps } from '../../../components/CityCategoryPage';
import { PlateIcon } from '../../../components/icons';
import { PlayableContentGrid } from '../../../components/PlayableContentGrid';
import { useDeepLink } from '../../../hooks/use-deep-link';

const FoodViewer = lazy(() => import('./FoodViewer'));

/** Food: the city's dishes and places; a dish with a video plays in place, others open the viewer. */
export function CityFoodPage() {
  return <CityCategoryPage category="food" list={FoodItems} />;
}

function FoodItems({ city: { name: city }, items }: CategoryListProps<FoodItem>) {
  const deepLink = useDeepLink('photo');
  const viewerIndex = deepLink.indexIn(items);

  return (
    <>
      <PlayableContentGrid
        items={items}
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
