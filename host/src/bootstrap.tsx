import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, session } from '@citylens/shared';
import { createQueryClient } from '@citylens/shared/app';
import {
  analyticsAllowed,
  listenForErrors,
  reportWebVitals,
  startPageTelemetry,
} from '@citylens/shared/telemetry';
import { App } from './app/App';
import { nextTask } from './app/start-up/next-task';
import { prefetchRouteData } from './app/remote-loading/prefetch-route-data';
import { preloadRouteRemote } from './app/remote-loading/preload-route-remote';
import { registerRemotesFromConfig } from './app/remote-loading/remote-registry';
import { withRemoteOverrides } from './features/remote-overrides/remote-overrides';

async function start() {
  const queryClient = createQueryClient();
  try {
    const { config, active: overridden } = withRemoteOverrides(await loadRuntimeConfig());
    if (config.allowOverrides) {
      void import('./features/remote-overrides/mount-overrides').then((m) =>
        m.mountRemoteOverrides(overridden),
      );
    }
    // A page with a developer's override would skew its remote's figures: it reports nothing.
    if (overridden.length === 0) {
      const telemetry = startPageTelemetry({ apiBaseUrl: config.apiBaseUrl });
      listenForErrors(telemetry);
      // Web Vitals only with the visitor's consent, after the load: nothing on the first paint's path.
      whenLoaded(() => {
        if (analyticsAllowed()) void reportWebVitals(telemetry);
      });
    }
    registerRemotesFromConfig(config);
    preloadRouteRemote(window.location.pathname);
    prefetchRouteData(window.location.pathname, queryClient);
  } catch (error) {
    // Without a config the shell still renders; each remote area shows its fallback.
    console.error('CityLens runtime config could not be loaded', error);
  }
  void session.init();
  // The requests above are on their way; rendering starts in a task of its own.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('CityLens host page has no #root element');
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser, so the first render is no long task.
  startTransition(() => reactRoot.render(<App queryClient={queryClient} />));
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') setTimeout(run, 0);
  else window.addEventListener('load', () => setTimeout(run, 0), { once: true });
}

void start();
