/** The events page on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
export { default, loadHead } from './EventsPage';
export { prefetchEventsPage as prefetch } from '../features/events/api/prefetch-events-page';
