export { EventsPage as default } from '../features/events/EventsPage';
