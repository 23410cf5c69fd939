import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  AREA_LEFT_TO_BROWSER,
  DEHYDRATED_STATE_ID,
  personalQueryKeys,
} from '@citylens/shared/contracts';
import { hydrate, type DehydratedState } from '@citylens/shared/hydration';
import { getBus, loadRuntimeConfig, session } from '@citylens/shared';
import { createQueryClient, visitorStateApplied } from '@citylens/shared/app';
import {
  handPressesToReact,
  keepPressesFromReactUntilHydrated,
  keepTypedBeforeHydration,
  waitForVisitorState,
} from '@citylens/shared/ui';
import { listenForErrors, startPageTelemetry } from '@citylens/shared/telemetry';
import { App } from './app/App';
import { nextTask } from './app/start-up/next-task';
import { prefetchRouteData } from './app/start-up/prefetch-route-data';
import { preloadRouteRemote } from './app/start-up/preload-route-remote';
import { reportWebVitalsOnConsent } from './app/start-up/web-vitals-on-consent';
import { registerRemotesFromConfig } from './app/remote-loading/remote-registry';
import { withRemoteOverrides } from './features/remote-overrides/lib/remote-overrides';
import { startOfflineWorker } from './features/offline/lib/offline-worker';

/** The answers the server rendered the page from, so the first render matches it and asks for nothing again. */
function serverAnswers(): DehydratedState | null {
  const json = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as DehydratedState;
  } catch (error) {
    console.error('CityLens server answers could not be read', error);
    return null;
  }
}

/** An area the server left to the browser is rendered here, as intended: not an error to report. */
function onRecoverableError(error: unknown) {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === AREA_LEFT_TO_BROWSER) return;
  const cause = (error as { cause?: { digest?: string } } | null)?.cause;
  if (cause?.digest === AREA_LEFT_TO_BROWSER) return;
  // React's "server could not finish this Suspense boundary" (#419): an area whose render was cut
  // at the server's budget, rendered here as intended.
  if (/\b419\b|could not finish this Suspense boundary/.test(String(error))) return;
  console.error(error);
}

async function start() {
  const queryClient = createQueryClient();
  const answers = serverAnswers();
  if (answers) {
    hydrate(queryClient, answers);
    // The server answered as an anonymous visitor. With a stored session, the answers that depend
    // on who asks (a city's is_liked, a photo's liked_by_user) are stale: the hydrated page shows
    // the server's, then asks for the visitor's own (a liked city stayed unliked after a reload).
    if (getBus().auth.getValue().hasTokens) {
      for (const queryKey of personalQueryKeys)
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
    // Reading the answers is a task's worth on a slow phone: the config and the remotes go next.
    await nextTask();
  }
  try {
    const { config, active: overridden } = withRemoteOverrides(await loadRuntimeConfig());
    if (config.allowOverrides) {
      void import('./features/remote-overrides/components/mount-overrides').then((m) =>
        m.mountRemoteOverrides(overridden),
      );
    }
    // A page with a developer's override would skew its remote's figures: it reports nothing.
    if (overridden.length === 0) {
      const telemetry = startPageTelemetry({ apiBaseUrl: config.apiBaseUrl });
      listenForErrors(telemetry);
      reportWebVitalsOnConsent(telemetry);
    }
    registerRemotesFromConfig(config);
    startOfflineWorker(config);
    preloadRouteRemote(window.location.pathname);
    // A server-rendered page came with its answers; an answer arriving before hydration would make
    // the first render differ from the server's.
    if (!answers) prefetchRouteData(window.location.pathname, queryClient);
  } catch (error) {
    // Without a config the shell still renders; each remote area shows its fallback.
    console.error('CityLens runtime config could not be loaded', error);
  }
  void session.init();
  // The requests above are on their way; rendering starts in a task of its own.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('CityLens host page has no #root element');
  // A server-rendered page is hydrated (its first screen stays as it is); the static shell is rendered.
  // React listens from here on: the page's recorder keeps only the presses React drops.
  handPressesToReact();
  // A press kept from before hydration meets the visitor's own session, bookings and likes.
  waitForVisitorState(visitorStateApplied(queryClient));
  if (root.firstElementChild) {
    keepPressesFromReactUntilHydrated(root);
    keepTypedBeforeHydration(root);
    // Hydrating in a transition yields to the browser between slices: the page is on screen
    // already, and one blocking hydration was a long task after the first paint (Lighthouse's TBT).
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} />, { onRecoverableError });
    });
    return;
  }
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser, so the first render is no long task.
  startTransition(() => reactRoot.render(<App queryClient={queryClient} />));
}

void start();
