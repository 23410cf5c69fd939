import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether the browser has a network: an action that needs one says "You're offline" in place
 * instead of failing. Online on the server and while hydrating, as the server rendered.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The words an action that needs the network shows while there is none. */
export const OFFLINE_MESSAGE = "You're offline";
