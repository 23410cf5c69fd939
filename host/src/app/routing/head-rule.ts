/**
 * The head rule the document head follows in the browser: @citylens/shared/seo, each page's own
 * head (its remote's module's) and writing them into `<head>`. Loaded apart from main.js, which is
 * on every page's critical path (DocumentHead.tsx says when).
 */
import { imageUrl } from '@citylens/shared';
import { routeForPath, type PageHead, type RemotePageModule } from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { headForRoute, SHARE_IMAGE, type RouteHead } from '@citylens/shared/seo';
import { remoteModuleSoFar } from '../remote-loading/remote-registry';

/** The page's head from its URL, its own head rule, and whatever of its data the cache holds now. */
export function currentHead(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  pageHead: PageHead | undefined,
): RouteHead {
  return headForRoute(
    {
      pathname: location.pathname,
      search: location.search,
      siteUrl: window.location.origin,
      imageUrl: (src) => imageUrl(src, SHARE_IMAGE.preset),
      getQueryData: (queryKey) => queryClient.getQueryData(queryKey),
    },
    pageHead,
  );
}

/**
 * A page's own head rule: its remote's page module's, as its area loaded it (a promise while it
 * loads); undefined for the host's pages, a page whose module gives none, or one that failed.
 */
export type PageHeadFor = (
  pathname: string,
) => PageHead | Promise<PageHead | undefined> | undefined;

export const pageHeadFromAreas: PageHeadFor = (pathname) => {
  const owner = routeForPath(pathname)?.owner;
  if (owner?.kind !== 'remote') return undefined;
  const loaded = remoteModuleSoFar(owner.remote, owner.module as never);
  if (!loaded) return undefined;
  // The head rule loads apart from the page (its own chunk, once): the head follows when it has.
  const headOf = (page: unknown) =>
    (page as RemotePageModule | undefined)?.loadHead?.().catch(() => undefined);
  if ('module' in loaded) return headOf(loaded.module);
  return loaded.loading.then(headOf, () => undefined);
};

function setHeadElement(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
}

export function applyHead(head: RouteHead): void {
  if (document.title !== head.title) document.title = head.title;
  setHeadElement(
    'meta[name="description"]',
    () => Object.assign(document.createElement('meta'), { name: 'description' }),
    'content',
    head.description,
  );
  setHeadElement(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    head.canonical,
  );
}
