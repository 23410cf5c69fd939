export { EventsPage as default } from '../features/events/components/EventsPage';
export { eventsHead as head } from '../features/events/lib/events-head';
