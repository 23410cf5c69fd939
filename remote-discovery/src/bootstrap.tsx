import { startStandalone } from '@citylens/shared/app';
import HomePage from './exposed/HomePage';
import CityPage from './exposed/CityPage';
import CityLifestylePage from './exposed/CityLifestylePage';
import CityArticlesPage from './exposed/CityArticlesPage';
import CityVideosPage from './exposed/CityVideosPage';
import CityFoodPage from './exposed/CityFoodPage';
import CityTransportPage from './exposed/CityTransportPage';

void startStandalone({
  remote: 'discovery',
  pages: {
    HomePage,
    CityPage,
    CityLifestylePage,
    CityArticlesPage,
    CityVideosPage,
    CityFoodPage,
    CityTransportPage,
  },
});
