import {
  startTransition,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';

/** One component's view of the server's pass: whether it was rendered from it, and if that is over. */
interface Pass {
  fromServer: boolean;
  over: boolean;
}

const neverChanges = () => () => {};

/**
 * True when this component was rendered on the host's server or is being hydrated from its HTML.
 * React reads the server snapshot only then, so that read marks the component. Its own client
 * snapshot then agrees until the pass is over: React's check after hydrating a component finds
 * nothing changed. With `() => false` it found a change in every component that read the pass
 * and re-rendered them all at once, one blocking task after the first paint (the home page's
 * whole tree; 34-40 ms of JavaScript per load, docs/performance.md).
 */
function useThisPass(): [boolean, Pass] {
  const [snapshots] = useState(() => {
    const pass: Pass = { fromServer: false, over: false };
    return {
      pass,
      client: () => pass.fromServer && !pass.over,
      server: () => {
        pass.fromServer = true;
        return true;
      },
    };
  });
  const serverPass = useSyncExternalStore(neverChanges, snapshots.client, snapshots.server);
  return [serverPass, snapshots.pass];
}

/**
 * True while the markup being rendered must match the host's server: on the server itself and
 * while the browser hydrates its HTML; false in every render after that, and from the start in a
 * component the browser renders. What depends on the visitor (storage, session, viewport) shows
 * its server-side value on that pass and changes after hydration, in a transition (slices that
 * yield to the browser), so hydration never meets a mismatch and the change is no long task.
 */
export function useServerPass(): boolean {
  return useServerPassFor(true);
}

/**
 * `useServerPass`, for a component whose output may not depend on it (`rendersDifferently`
 * false): its pass then ends without the re-render. Inside `@citylens/shared` only, as below.
 */
export function useServerPassFor(rendersDifferently: boolean): boolean {
  const [serverPass, pass] = useThisPass();
  const [rerendered, rerender] = useReducer(() => true, false);
  const waiting = useRef(false);
  useEffect(() => {
    if (!pass.fromServer || pass.over) return;
    pass.over = true;
    if (!rendersDifferently) return;
    waiting.current = true;
    pendingRerenders += 1;
    startTransition(rerender);
  }, [pass, rendersDifferently]);
  useEffect(() => {
    if (rerendered) rerenderDone(waiting);
  }, [rerendered]);
  useEffect(() => () => rerenderDone(waiting), []);
  return serverPass;
}

/**
 * Components hydrated from the server's pass whose re-render with the visitor's own values
 * (session, cart, likes) has not committed yet. A press made before hydration waits for none to
 * be left: replayed against the anonymous pass, "Book Event" asked a signed-in visitor to sign in.
 */
let pendingRerenders = 0;
let onceNoneLeft: (() => void)[] = [];

function rerenderDone(waiting: RefObject<boolean>) {
  if (!waiting.current) return;
  waiting.current = false;
  pendingRerenders -= 1;
  if (pendingRerenders > 0) return;
  const waiters = onceNoneLeft;
  onceNoneLeft = [];
  waiters.forEach((resolve) => resolve());
}

/** Resolves once every component hydrated so far shows the visitor's own values. */
export function serverPassesOver(): Promise<void> {
  if (pendingRerenders === 0) return Promise.resolve();
  return new Promise((resolve) => onceNoneLeft.push(resolve));
}

/**
 * Whether this component was first rendered on the server's pass (or hydrated from it). Fixed for
 * the component's life: for what only picks its starting state from it, which then needs no second
 * render after hydration. Inside `@citylens/shared` only: a remote deployed alone may meet an older
 * host's shared UI, which has `useServerPass` but not this.
 */
export function useMountedInServerPass(): boolean {
  return useThisPass()[0];
}
