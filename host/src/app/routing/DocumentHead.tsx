import { useEffect, useRef } from 'react';
import { WHOLE_SERVER_HEAD_META, type PageHead } from '@citylens/shared/contracts';
import { useLocation } from '@citylens/shared/router';
import { useQueryClient } from '@citylens/shared/query';
import type { PageHeadFor } from './head-rule';

export type { PageHeadFor };
type HeadRule = typeof import('./head-rule');

/**
 * The head rule (./head-rule.ts with @citylens/shared/seo) is not in main.js, which is on every
 * page's critical path. A page the server rendered whole already has its head: the rule loads on
 * the first move inside the site. Else (the static shell, an area left to the browser) it loads
 * beside the first page, to follow its answers. Kept once loaded.
 */
let rule: HeadRule | null = null;
let ruleLoading: Promise<HeadRule> | null = null;
function loadRule(): Promise<HeadRule> {
  ruleLoading ??= import(/* webpackChunkName: "seo" */ './head-rule').then((module) => {
    rule = module;
    return module;
  });
  return ruleLoading;
}

export interface DocumentHeadProps {
  /** Told the new page's title once its head is in place after a move inside the site. */
  onPageTitled?: (title: string) => void;
  /** Where a page's own head rule comes from: by default its remote's module, as its area loaded it. */
  pageHeadFor?: PageHeadFor;
}

/**
 * The host owns the document head; each page says what goes in it. The title, description and
 * canonical link follow the page's own head rule (its remote's module's, else its route's: the
 * same rule as the server's HTML), on every move inside the site and again when the page's data
 * lands in the shared React Query cache (the remotes fetch it; nothing is asked twice). While a
 * page's module loads, the previous head stays: its title arrives with the page.
 */
export function DocumentHead({ onPageTitled, pageHeadFor }: DocumentHeadProps) {
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
      if (!active || !rule) return;
      const head = rule.currentHead(queryClient, { pathname, search }, pageHead);
      rule.applyHead(head);
      if (toAnnounce) {
        toAnnounce = false;
        titled.current?.(head.title);
      }
    };
    const update = () => {
      if (!active || !rule) return;
      const pageHead = (pageHeadFor ?? rule.pageHeadFromAreas)(pathname);
      if (pageHead instanceof Promise) void pageHead.then(apply);
      else apply(pageHead);
    };
    if (rule) update();
    else void loadRule().then(update);
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
