import { startStandalone } from '@citylens/shared/app';
import EventsPage from './exposed/EventsPage';

void startStandalone({ remote: 'events', pages: { EventsPage } });
