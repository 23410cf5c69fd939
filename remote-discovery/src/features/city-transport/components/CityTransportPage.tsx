import { useState } from 'react';
import { useQuery } from '@citylens/shared/query';
import { cityContentQuery, type TransportItem } from '@citylens/shared';
import { ErrorState, Spinner } from '@citylens/shared/ui';
import { categoryContent } from '../../../api/city-categories';
import { CitySubPage, cityAndCountry } from '../../../components/CitySubPage';
import { EmptyCityContent } from '../../../components/ContentStates';
import { PlayableContentGrid } from '../../../components/PlayableContentGrid';
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
  const { data, isPending, isError, refetch } = useQuery(cityContentQuery(cityName));
  const [open, setOpen] = useState<TransportItem | null>(null);

  if (isPending) return <Spinner label="Loading transport details…" block />;
  if (isError) {
    return (
      <ErrorState
        message="Failed to load transport details. Please try again later."
        onRetry={() => void refetch()}
      />
    );
  }
  const city = data.name;
  const items = categoryContent<TransportItem>(data, 'transport');
  if (items.length === 0) {
    return (
      <EmptyCityContent
        title="No Transport Items Yet"
        description={`Be the first to add transport content about ${city}`}
        cityName={cityName}
      />
    );
  }
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
