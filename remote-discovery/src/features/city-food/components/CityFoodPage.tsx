import { Suspense, lazy } from 'react';
import type { FoodItem } from '@citylens/shared';
import { cityCategory } from '../../../api/city-categories';
import { CitySubPage, cityAndCountry } from '../../../components/CitySubPage';
import { PlateIcon } from '../../../components/icons';
import { PlayableContentGrid } from '../../../components/PlayableContentGrid';
import { useCityCategory } from '../../../hooks/use-city-category';
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
  const category = useCityCategory(cityName, {
    ...cityCategory<FoodItem>(cityName, 'food'),
    noun: 'food items',
    emptyTitle: 'No Food Items Yet',
    emptyDescription: (city) => `Be the first to add food content about ${city.name}`,
  });
  const deepLink = useDeepLink('photo');

  if (category.placeholder) return category.placeholder;
  const city = category.data.name;
  const { items } = category;
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
