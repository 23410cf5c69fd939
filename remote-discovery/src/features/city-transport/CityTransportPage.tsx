import { useState } from 'react';
import { useQuery } from '@citylens/shared/query';
import type { TransportItem } from '@citylens/shared';
import { ErrorState, Spinner } from '@citylens/shared/ui';
import { cityContentQuery } from '../../api/get-city-content';
import { categoryContent } from '../../api/city-categories';
import { CitySubPage, cityAndCountry } from '../../components/CitySubPage';
import { ContentCard, gridCss } from '../../components/ContentCard';
import { EmptyCityContent } from '../../components/ContentStates';
import { InlineVideo } from '../../components/video/InlineVideo';
import { TransportDetailsModal } from './components/TransportDetailsModal';

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
  const [playing, setPlaying] = useState<number | null>(null);
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
      <ul css={gridCss}>
        {items.map((item) => (
          <li key={item.id}>
            {playing === item.id ? (
              <InlineVideo
                title={item.title}
                url={item.youtube_url}
                meta={city}
                onStop={() => setPlaying(null)}
              />
            ) : (
              <ContentCard
                title={item.title}
                meta={`${city} · ${item.transport_type}`}
                image={item.thumbnail_url}
                video={!!item.youtube_url}
                actionLabel={item.youtube_url ? `Play ${item.title}` : `Details of ${item.title}`}
                onActivate={() => {
                  if (item.youtube_url) setPlaying(item.id);
                  else {
                    setPlaying(null);
                    setOpen(item);
                  }
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <TransportDetailsModal item={open} onClose={() => setOpen(null)} />
    </>
  );
}
