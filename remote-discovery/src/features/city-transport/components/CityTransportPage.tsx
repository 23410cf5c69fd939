import { useState } from 'react';
import type { TransportItem } from '@citylens/shared';
import { cityCategory } from '../../../api/city-categories';
import { CitySubPage, cityAndCountry } from '../../../components/CitySubPage';
import { PlayableContentGrid } from '../../../components/PlayableContentGrid';
import { useCityCategory } from '../../../hooks/use-city-category';
import { TransportDetailsModal } from './TransportDetailsModal';

/** Transport: lines, passes and tips; an item with a video plays in place, others open details. */
export function CityTransportPage() {
  return (
    <CitySubPage
      section="Transport"
      heroText={(city, country) => `Getting around ${cityAndCountry(city, country)}`}
    >
      {(cityName) => <TransportItems cityName={cityName} />}
    </CitySubPage>
  );
}

function TransportItems({ cityName }: { cityName: string }) {
  const category = useCityCategory(cityName, {
    ...cityCategory<TransportItem>(cityName, 'transport'),
    noun: 'transport details',
    emptyTitle: 'No Transport Items Yet',
    emptyDescription: (city) => `Be the first to add transport content about ${city.name}`,
  });
  const [open, setOpen] = useState<TransportItem | null>(null);

  if (category.placeholder) return category.placeholder;
  const city = category.data.name;
  const { items } = category;
  return (
    <>
      <PlayableContentGrid
        items={items}
        videoMeta={city}
        cardMeta={(item) => `${city} · ${item.transport_type}`}
        openLabel={(item) => `Details of ${item.title}`}
        onOpen={setOpen}
      />
      <TransportDetailsModal item={open} onClose={() => setOpen(null)} />
    </>
  );
}
