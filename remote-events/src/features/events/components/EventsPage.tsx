import { css } from '@emotion/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useQuery, keepPreviousData } from '@citylens/shared/query';
import { EmptyState, ErrorState, PageContainer, sectionTitleCss, theme } from '@citylens/shared/ui';
import { eventsQuery } from '../api/get-events';
import { searchEventsQuery } from '../api/search-events';
import { useEventUserSets } from '../hooks/use-event-user-sets';
import { useSelectedEvent } from '../hooks/use-selected-event';
import { reloadPage } from '../lib/reload-page';
import { eventsTexts } from '../lib/texts';
import { upcomingOnly, useEventClock } from '../lib/upcoming';
import { EventDetailsModal } from './EventDetailsModal';
import { EventGrid, EventGridSkeleton } from './EventGrid';
import { EventSearch } from './EventSearch';
import { EventsHero } from './EventsHero';

/**
 * Events home: the hero with its search, the grid (search results replace it), and the details
 * modal of the event named in the URL (`?event={id}`).
 */
export function EventsPage() {
  const [term, setTerm] = useState<string | null>(null);
  const events = useQuery(eventsQuery());
  const search = useQuery({
    ...searchEventsQuery(term ?? ''),
    enabled: term !== null,
    placeholderData: keepPreviousData,
  });
  const { selectedId, isOpen, openEvent, closeEvent } = useSelectedEvent();
  const { userId, bookedIds, likedIds, setsLoaded } = useEventUserSets();
  const headingId = useId();

  // Past events stay out of the list and the suggestions, by the visitor's own calendar day.
  // The day as a string: the lists are filtered again when the day changes, not on every render.
  const day = useEventClock().toDateString();
  const upcomingEvents = useMemo(
    () => upcomingOnly(events.data, new Date(day)),
    [events.data, day],
  );
  const upcomingResults = useMemo(
    () => upcomingOnly(search.data, new Date(day)),
    [search.data, day],
  );

  const searching = term !== null && search.data !== undefined;
  // While a new term's answer loads, the previous results stay on screen (placeholder data): the
  // heading names the term they answer, not the one still loading.
  const [answeredTerm, setAnsweredTerm] = useState<string | null>(null);
  if (term !== null && search.data !== undefined && !search.isPlaceholderData) {
    if (answeredTerm !== term) setAnsweredTerm(term);
  }
  // The grid renders as a transition: React slices the many cards into short tasks, so the
  // hero's photo and the search stay responsive while it builds.
  const shown = useDeferredValue(searching ? upcomingResults : upcomingEvents);

  return (
    <>
      <EventsHero>
        <EventSearch
          onTermChange={setTerm}
          results={term !== null ? upcomingResults : undefined}
          loading={search.isFetching}
          failed={term !== null && search.isError}
          onSelect={(event) => openEvent(event.id)}
          onSubmitTerm={setTerm}
        />
      </EventsHero>
      <PageContainer>
        <section aria-labelledby={headingId}>
          <h2
            id={headingId}
            css={[
              sectionTitleCss,
              css`
                margin-bottom: ${theme.space[5]}px;
              `,
            ]}
          >
            {searching ? `Events matching “${answeredTerm ?? term}”` : 'All Events'}
          </h2>
          {searching ? null : events.isError ? (
            <ErrorState
              title={eventsTexts.loadErrorTitle}
              message={eventsTexts.loadError}
              onRetry={reloadPage}
            />
          ) : null}
          {shown === undefined ? (
            events.isError ? null : (
              <EventGridSkeleton />
            )
          ) : shown.length > 0 ? (
            <EventGrid events={shown} onOpen={openEvent} labelledBy={headingId} />
          ) : (
            <EmptyState
              title={eventsTexts.emptyTitle}
              description={searching ? eventsTexts.searchEmptyHint : eventsTexts.emptyDescription}
              headingLevel={3}
            />
          )}
        </section>
      </PageContainer>
      {isOpen && (
        <EventDetailsModal
          key={selectedId ?? 'invalid'}
          eventId={selectedId}
          onClose={closeEvent}
          userId={userId}
          bookedIds={bookedIds}
          likedIds={likedIds}
          setsLoaded={setsLoaded}
        />
      )}
    </>
  );
}
