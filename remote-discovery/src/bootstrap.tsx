import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, session } from '@citylens/shared';
import { StandaloneShell } from '@citylens/shared/app';
import HomePage from './exposed/HomePage';
import CityPage from './exposed/CityPage';
import CityLifestylePage from './exposed/CityLifestylePage';
import CityArticlesPage from './exposed/CityArticlesPage';
import CityVideosPage from './exposed/CityVideosPage';
import CityFoodPage from './exposed/CityFoodPage';
import CityTransportPage from './exposed/CityTransportPage';

/** Standalone dev shell: this remote alone on its own port, with the same providers and bus. */
async function start() {
  await loadRuntimeConfig();
  void session.init();
  const root = document.getElementById('root');
  if (!root) throw new Error('page has no #root element');
  createRoot(root).render(
    <StandaloneShell
      remote="discovery"
      pages={{
        HomePage,
        CityPage,
        CityLifestylePage,
        CityArticlesPage,
        CityVideosPage,
        CityFoodPage,
        CityTransportPage,
      }}
    />,
  );
}

void start();
