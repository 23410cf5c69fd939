import { useEffect, useRef } from 'react';
import { useLocation } from '@citylens/shared/router';
import { offlineWorkerOnNextPage } from '../lib/offline-worker';

/** Tells the offline worker when the visitor moves to another page without a page load. */
export function useOfflineWorkerOnNextPage() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) offlineWorkerOnNextPage();
  }, [pathname]);
}
