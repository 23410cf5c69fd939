import { Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import type { HostPage } from '@citylens/shared/contracts';
import { HYDRATION_PART_ATTRIBUTE, pressAgainAfterHydration } from '@citylens/shared/ui';
import { AreaLoading } from '../remote-loading/RemoteArea';

/**
 * A host page loaded on demand, in a part of its own: its chunk arrives after the shell has
 * hydrated, so what was typed into it, and a form sent from it, before then (the contact form) are
 * typed and sent again only once this part has hydrated. Replayed with the shell, the submit met
 * server HTML whose form state was still empty ("Please fill in all required fields").
 */
export function HostPageArea({ page, Page }: { page: HostPage; Page: ComponentType }) {
  const partRef = useRef<HTMLDivElement>(null);
  return (
    // display: contents leaves the layout alone.
    <div ref={partRef} {...{ [HYDRATION_PART_ATTRIBUTE]: page }} style={{ display: 'contents' }}>
      <Suspense fallback={<AreaLoading label="Loading page" />}>
        <PartHydrated part={partRef} />
        <Page />
      </Suspense>
    </div>
  );
}

/** Renders nothing; its effect runs once the page beside it (same Suspense) has hydrated. */
function PartHydrated({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (part.current) pressAgainAfterHydration(part.current);
  }, [part]);
  return null;
}
