export { EventsPage as default } from '../features/events/components/EventsPage';
export const loadHead = () =>
  import('../features/events/lib/events-head').then((m) => m.eventsHead);
