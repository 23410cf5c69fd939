import { useEffect, useRef } from 'react';
import { imageUrl } from '@citylens/shared';
import { WHOLE_SERVER_HEAD_META } from '@citylens/shared/contracts';
import { useLocation } from '@citylens/shared/router';
import { useQueryClient, type QueryClient } from '@citylens/shared/query';
import type { RouteHead } from '@citylens/shared/seo';

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

/** The page's head from its URL and whatever of its data the shared cache holds now. */
function currentHead(
  { headForRoute, SHARE_IMAGE }: Seo,
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): RouteHead {
  return headForRoute({
    pathname: location.pathname,
    search: location.search,
    siteUrl: window.location.origin,
    imageUrl: (src) => imageUrl(src, SHARE_IMAGE.preset),
    getQueryData: (queryKey) => queryClient.getQueryData(queryKey),
  });
}

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

/**
 * The host owns the document head: the title, description and canonical link follow the same
 * rule as the server's HTML (`headForRoute`), on every move inside the site and again when the
 * page's data lands in the shared React Query cache (the remotes fetch it; nothing is asked
 * twice). Rendered before the RouteAnnouncer, so the announcer reads the new page's title.
 */
export function DocumentHead() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // The page whose head the server built whole from its answers: null once the visitor has moved.
  const serverHeadPage = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const page = pathname + search;
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
    const update = () => {
      if (active && seo) applyHead(currentHead(seo, queryClient, { pathname, search }));
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
  }, [queryClient, pathname, search]);
  return null;
}
