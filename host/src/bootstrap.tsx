import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, session } from '@citylens/shared';
import { App } from './app/App';
import { preloadRouteRemote } from './app/remote-loading/preload-route-remote';
import { registerRemotesFromConfig } from './app/remote-loading/remote-registry';

async function start() {
  try {
    registerRemotesFromConfig(await loadRuntimeConfig());
    preloadRouteRemote(window.location.pathname);
  } catch (error) {
    // Without a config the shell still renders; each remote area shows its fallback.
    console.error('CityLens runtime config could not be loaded', error);
  }
  void session.init();
  const root = document.getElementById('root');
  if (!root) throw new Error('CityLens host page has no #root element');
  createRoot(root).render(<App />);
}

void start();
