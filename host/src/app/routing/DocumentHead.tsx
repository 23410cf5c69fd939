import { useEffect, useRef } from 'react';
import { imageUrl } from '@citylens/shared';
import {
  routeForPath,
  WHOLE_SERVER_HEAD_META,
  type PageHead,
  type RemotePageModule,
} from '@citylens/shared/contracts';
import { useLocation } from '@citylens/shared/router';
import { useQueryClient, type QueryClient } from '@citylens/shared/query';
import type { RouteHead } from '@citylens/shared/seo';
import { remoteModuleSoFar } from '../remote-loading/remote-registry';

type Seo = typeof import('@citylens/shared/seo');

/**
 * The head rule (@citylens/shared/seo, about 4 KB brotli) is not in main.js, which is on every
 * page's critical path. A page the server rendered whole already has its head: the rule loads on
 * the first move inside the site. Else (the static shell, an area left to the browser) it loads
 * beside the first page, to follow its answers. Kept once loaded, so later moves update the head
 * synchronously.
 */
let seo: Seo | null = null;
let seoLoading: Promise<Seo> | null = null;
function loadSeo(): Promise<Seo> {
  seoLoading ??= import(/* webpackChunkName: "seo" */ '@citylens/shared/seo').then((module) => {
    seo = module;
    return module;
  });
  return seoLoading;
}

/** The page's head from its URL, its own head rule, and whatever of its data the cache holds now. */
function currentHead(
  { headForRoute, SHARE_IMAGE }: Seo,
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

const pageHeadFromAreas: PageHeadFor = (pathname) => {
  const owner = routeForPath(pathname)?.owner;
  if (owner?.kind !== 'remote') return undefined;
  const loaded = remoteModuleSoFar(owner.remote, owner.module as never);
  if (!loaded) return undefined;
  if ('module' in loaded) return (loaded.module as RemotePageModule | undefined)?.head;
  return loaded.loading.then(
    (page) => (page as RemotePageModule | undefined)?.head,
    () => undefined,
  );
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

function applyHead(head: RouteHead): void {
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

export interface DocumentHeadProps {
  /** Told the new page's title once its head is in place after a move inside the site. */
  onPageTitled?: (title: string) => void;
  pageHeadFor?: PageHeadFor;
}

/**
 * The host owns the document head; each page says what goes in it. The title, description and
 * canonical link follow the page's own head rule (its remote's module's, else its route's: the
 * same rule as the server's HTML), on every move inside the site and again when the page's data
 * lands in the shared React Query cache (the remotes fetch it; nothing is asked twice). While a
 * page's module loads, the previous head stays: its title arrives with the page.
 */
export function DocumentHead({ onPageTitled, pageHeadFor = pageHeadFromAreas }: DocumentHeadProps) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // The page whose head the server built whole from its answers: null once the visitor has moved.
  const serverHeadPage = useRef<string | null | undefined>(undefined);
  const lastPathname = useRef<string | null>(null);
  const titled = useRef(onPageTitled);
  titled.current = onPageTitled;
  useEffect(() => {
    const page = pathname + search;
    // A move to another page (not the first page, not a change of its query) is announced.
    let toAnnounce = lastPathname.current !== null && lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (serverHeadPage.current === undefined) {
      const marker = document.head.querySelector(`meta[name="${WHOLE_SERVER_HEAD_META}"]`);
      serverHeadPage.current = marker ? page : null;
    }
    if (serverHeadPage.current === page) return;
    if (serverHeadPage.current !== null) {
      serverHeadPage.current = null;
      document.head.querySelector(`meta[name="${WHOLE_SERVER_HEAD_META}"]`)?.remove();
    }
    let active = true;
    const apply = (pageHead: PageHead | undefined) => {
      if (!active || !seo) return;
      const head = currentHead(seo, queryClient, { pathname, search }, pageHead);
      applyHead(head);
      if (toAnnounce) {
        toAnnounce = false;
        titled.current?.(head.title);
      }
    };
    const update = () => {
      if (!active || !seo) return;
      const pageHead = pageHeadFor(pathname);
      if (pageHead instanceof Promise) void pageHead.then(apply);
      else apply(pageHead);
    };
    if (seo) update();
    else void loadSeo().then(update);
    // Only answers change the head; fetch-state changes do not.
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') update();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queryClient, pathname, search, pageHeadFor]);
  return null;
}
