export { EventsPage as default } from '../features/events/components/EventsPage';
