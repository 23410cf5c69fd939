import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the markup being rendered must match the host's server: on the server itself and
 * while the browser hydrates its HTML; false in every render after that. What depends on the
 * visitor (storage, session, viewport) shows its server-side value on that pass and changes
 * after hydration, so hydration never meets a mismatch.
 */
export function useServerPass(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
