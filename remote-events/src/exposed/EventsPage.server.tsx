/** The events page on the host's server: the page, and the reads it renders from (PagePrefetch). */
export { default } from './EventsPage';
export { prefetchEventsPage as prefetch } from '../features/events/api/prefetch-events-page';
