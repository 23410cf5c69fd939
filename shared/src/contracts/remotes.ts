import { citySubPageExposes } from './city-sub-pages';
import type { PageHead } from './page-head';

/**
 * The four remotes, where they run in development, and the only modules each may expose.
 * Each remote builds its `exposes` from this; the host builds its loaders from it.
 */
export const remotes = {
  discovery: {
    folder: 'remote-discovery',
    port: 3001,
    title: 'City discovery',
    exposes: {
      HomePage: './HomePage',
      CityPage: './CityPage',
      ...citySubPageExposes,
      SavedCitiesPage: './SavedCitiesPage',
    },
  },
  events: {
    folder: 'remote-events',
    port: 3002,
    title: 'Events',
    exposes: {
      EventsPage: './EventsPage',
    },
  },
  shop: {
    folder: 'remote-shop',
    port: 3003,
    title: 'Frame shop',
    exposes: {
      FrameShopPage: './FrameShopPage',
      CheckoutPage: './CheckoutPage',
      CartModal: './CartModal',
    },
  },
  account: {
    folder: 'remote-account',
    port: 3004,
    title: 'Account',
    exposes: {
      ProfilePage: './ProfilePage',
      ResetPasswordPage: './ResetPasswordPage',
      UploadPhotoPage: './UploadPhotoPage',
      ReviewsPage: './ReviewsPage',
      CityReviewsModal: './CityReviewsModal',
    },
  },
} as const;

export const hostApp = { name: 'host', folder: 'host', port: 3000 } as const;
export const apiPort = 8000;

export type RemoteName = keyof typeof remotes;
export type ExposedModuleName<R extends RemoteName> = keyof (typeof remotes)[R]['exposes'] & string;

/** Where a page is: its path and query string (`?event=4`, `?tab=painting`). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * Asks for the answers a page renders from, through the page's own query factories; resolves
 * once they have come or failed. The host's server calls it as soon as the page's module has
 * loaded, so its render finds them answered: one render instead of one to learn what the page
 * asks for and another with the answers. A page that asks the API for nothing has none.
 */
export type PagePrefetch = (
  queryClient: import('@tanstack/react-query').QueryClient,
  location: PageLocation,
) => Promise<unknown>;

/**
 * Every exposed page module is a React component taking no required props, with its head rule
 * beside it: `loadHead` loads it apart from the page (a page's head is needed by the host's
 * server, and in the browser only on a move inside the site), so it costs the first load nothing.
 * The page's server entry (`<Page>.server.tsx`) adds its prefetch where the page reads from the API.
 */
export interface RemotePageModule {
  default: import('react').ComponentType;
  /** The page's head (title, description, share tags, JSON-LD from its own answers); else its route's. */
  loadHead?: () => Promise<PageHead>;
  prefetch?: PagePrefetch;
}

/** Props of the exposed modal modules the host renders as overlays. */
export interface CartModalProps {
  open: boolean;
  onClose: () => void;
}
export interface CityReviewsModalProps {
  cityName: string;
  onClose: () => void;
}

export const remoteNames = Object.keys(remotes) as RemoteName[];

/** `discovery/HomePage` — the id `loadRemote` takes. */
export function remoteModuleId<R extends RemoteName>(
  remote: R,
  module: ExposedModuleName<R>,
): string {
  return `${remote}/${module}`;
}

/** Webpack `exposes` for one remote, e.g. { './HomePage': './src/exposed/HomePage.tsx' }. */
export function exposesFor(remote: RemoteName): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, key] of Object.entries(remotes[remote].exposes)) {
    out[key] = `./src/exposed/${name}.tsx`;
  }
  return out;
}

/** The five apps' local origins (host first): the default CORS allow-list of the API and servers. */
export function localAppOrigins(hostname = 'localhost'): string[] {
  return [hostApp.port, ...remoteNames.map((name) => remotes[name].port)].map(
    (port) => `http://${hostname}:${port}`,
  );
}

/**
 * The User Timing mark the host sets each time it starts loading a remote's area, so monitoring
 * (and the outage journeys) can tell how long a failing remote takes to show its fallback apart
 * from how long the page took to get there.
 */
export const remoteLoadMark = (remote: RemoteName) => `citylens:remote-load:${remote}`;
