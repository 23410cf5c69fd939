import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the page's first hydration is still to commit. While it is, `getSnapshot` agrees with
 * the server's snapshot, so React's check after hydrating a component finds nothing changed:
 * with `() => false` it found a change in every component that read the pass and re-rendered them
 * all at once, in one blocking task after the first paint (the home page's whole tree, 26 ms of
 * thread time, 104 at Lighthouse's 4× throttling).
 */
let pageHydrating = false;

/** The host, just before `hydrateRoot`: the server's HTML is about to be hydrated. */
export function beginPageHydration(): void {
  pageHydrating = true;
}

/** The host's root, once the hydration has committed: renders from here on are the browser's. */
export function endPageHydration(): void {
  pageHydrating = false;
}

const neverChanges = () => () => {};
const whilePageHydrates = () => pageHydrating;
const onServer = () => true;

/** True on the host's server, while hydrating its HTML and, around it, before the page's first commit. */
function useHydrating(): boolean {
  return useSyncExternalStore(neverChanges, whilePageHydrates, onServer);
}

/**
 * True while the markup being rendered must match the host's server: on the server itself and
 * while the browser hydrates its HTML; false in every render after that. What depends on the
 * visitor (storage, session, viewport) shows its server-side value on that pass and changes
 * after hydration, in a transition (in slices that yield to the browser), so hydration never
 * meets a mismatch and the change is no long task.
 */
export function useServerPass(): boolean {
  const hydrating = useHydrating();
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (hydrating) startTransition(() => setOver(true));
  }, [hydrating]);
  return hydrating && !over;
}

/**
 * Whether this component was first rendered on the server's pass (or while hydrating it). Fixed
 * for the component's life: for what only chooses its starting state from it, which then needs
 * no second render after hydration. Inside `@citylens/shared` only: a remote deployed alone may
 * meet an older host's shared UI, which has `useServerPass` but not this.
 */
export function useMountedInServerPass(): boolean {
  const hydrating = useHydrating();
  return useState(hydrating)[0];
}
