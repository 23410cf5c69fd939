/**
 * Buttons and radio choices pressed, and forms sent, on the server's HTML before React could
 * handle them (the page's inline recorder, `PRESS_RECORDER`, keeps them). On a slow phone the page
 * is on screen a second or more before its scripts have run, and a remote's area hydrates later
 * still: a colour picked then was set back by hydration, and "Add to cart" did nothing. Each such
 * control is pressed (each form sent) again, once, when its part of the page has hydrated and
 * shows the visitor's own state; a press React still cannot handle is kept by the recorder for
 * the next one. Text typed into that part before then is typed again first.
 *
 * The record and how a kept control is found and pressed again: `kept-presses.ts`; how presses
 * are kept from React while the page hydrates: `presses-kept-from-react.ts`.
 */
import { retypeAfterHydration } from './typed-before-hydration';
import { serverPassesOver } from '@citylens/shared';
import {
  areaOf,
  keepBehind,
  pressedControl,
  presses,
  pressOnce,
  refused,
  rememberParts,
  standIn,
  takeKeptPresses,
} from './kept-presses';
import { notePressesTaken, noteHydrated, replaying } from './presses-kept-from-react';

export { HYDRATION_PART_ATTRIBUTE } from './kept-presses';
export {
  HYDRATE_WHEN_SEEN_ATTRIBUTE,
  keepPressesFromReactUntilHydrated,
} from './presses-kept-from-react';

/** The host, as it hands the page to React: from now on only presses React drops are kept. */
export function handPressesToReact(): void {
  const kept = presses();
  if (!kept) return;
  kept.reactListening = true;
  rememberParts(kept);
}

/**
 * What a kept press waits for once its part has hydrated: every hydrated component showing the
 * visitor's own values, and whatever the host adds (`waitForVisitorState`).
 */
let visitorStateApplied: () => Promise<void> = serverPassesOver;

/**
 * The host: a press made before hydration meets the visitor's own state, never the server's
 * anonymous pass (a signed-in visitor's "Book Event" opened Sign In). `wait` resolves once the
 * session, and the answers that depend on it (bookings, likes), are in.
 */
export function waitForVisitorState(wait: () => Promise<void>): void {
  visitorStateApplied = () => serverPassesOver().then(wait).then(serverPassesOver);
}

/**
 * The host, when the shell (`area` null), a remote's area or a lazy part has hydrated: types that part's kept
 * text again, then, once the visitor's own state is applied, presses its kept controls again,
 * each once and in the order pressed, each in a task of its own (not inside React's commit, and
 * after the previous press's update has rendered: the colour is chosen before "Add to cart" reads
 * it). Only the part just hydrated: a press into a part still waiting would have React hydrate it
 * inside that press, too late to see a radio's change. A control gone (with no stand-in) or
 * disabled since is left.
 */
export function pressAgainAfterHydration(area: Element | null): void {
  noteHydrated(area);
  const before = presses();
  if (before) rememberParts(before);
  setTimeout(() => {
    retypeAfterHydration((field) => areaOf(field) === area);
    notePressesTaken(area);
    const queue = takeKeptPresses(area);
    if (queue.length === 0) return;
    replaying.add(area);
    const pressNext = () => {
      // A press made meanwhile in this part was kept behind these (`keepPressInTurn`).
      queue.push(...takeKeptPresses(area));
      const next = queue.shift();
      if (!next) {
        replaying.delete(area);
        return;
      }
      const control = standIn(next);
      if (control && !refused(control)) pressOnce(control);
      setTimeout(pressNext, 0);
    };
    void visitorStateApplied().then(() => setTimeout(pressNext, 0));
  }, 0);
}

/**
 * A part that hydrates late (`HydrateWhenSeen`) shows the server's anonymous pass for a moment after
 * it has hydrated, and the visitor's first press is what hydrates it: a signed-in visitor's "Like"
 * then asked them to sign in. From now until the part has hydrated and shows the visitor's own state,
 * its buttons and radio choices pressed are kept (as the page's recorder keeps them), then pressed
 * again once, in order. Returns what lets go of them, for a part that leaves the page first.
 */
export function holdPressesUntilHydrated(part: Element, hydrated: Promise<void>): () => void {
  const kept = presses();
  if (!kept) return () => {};
  const hold = (event: Event) => {
    const control = pressedControl(event);
    if (!control || !part.contains(control) || refused(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keepBehind(kept, control);
  };
  // On the window, before React's root and the recorder hear of it.
  window.addEventListener('click', hold, { capture: true });
  let released = false;
  const release = () => {
    released = true;
    window.removeEventListener('click', hold, { capture: true });
  };
  void hydrated
    .then(() => visitorStateApplied())
    .then(() => {
      if (released) return;
      release();
      pressAgainAfterHydration(part);
    });
  // A part gone before it hydrated (the visitor navigated away) holds nothing any more.
  return release;
}
