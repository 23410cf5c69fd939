import { useState } from 'react';
import type { TransportItem } from '@citylens/shared';
import { CityCategoryPage, type CategoryListProps } from '../../../components/CityCategoryPage';
import { PlayableContentGrid } from '../../../components/PlayableContentGrid';
import { TransportDetailsModal } from './TransportDetailsModal';

/** Transport: lines, passes and tips; an item with a video plays in place, others open details. */
export function CityTransportPage() {
  return <CityCategoryPage category="transport" list={TransportItems} />;
}

function TransportItems({ city: { name: city }, items }: CategoryListProps<TransportItem>) {
  const [open, setOpen] = useState<TransportItem | null>(null);
  return (
    <>
      <PlayableContentGrid
        items={items}
        cardMeta={(item) => `${city} · ${item.transport_type}`}
        openLabel={(item) => `Details of ${item.title}`}
        onOpen={setOpen}
      />
      <TransportDetailsModal item={open} onClose={() => setOpen(null)} />
    </>
  );
}
