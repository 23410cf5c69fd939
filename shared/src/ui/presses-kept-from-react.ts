/**
 * While the host hydrates server HTML, presses and keystrokes in a part React has not hydrated
 * yet are kept from React (which would hydrate the whole part inside the press), and a button
 * pressed in a part whose earlier presses still wait is kept behind them.
 */
import { AREA_ATTRIBUTE } from '../telemetry/page-listeners';
import {
  areaOf,
  HYDRATION_PART_ATTRIBUTE,
  keepBehind,
  partOf,
  pressedControl,
  presses,
  pressingAgain,
  refused,
} from './kept-presses';

/**
 * Marks a part of a server-rendered page whose hydration waits until it is seen (`HydrateWhenSeen`).
 * Its value says whether it still waits ("waiting") or has hydrated ("hydrated"); tests and benches
 * read it.
 */
export const HYDRATE_WHEN_SEEN_ATTRIBUTE = 'data-citylens-when-seen';

/**
 * The events on which React 19, finding their target in server HTML it has not hydrated yet,
 * hydrates that whole part of the page at once, inside the event (its `discreteReplayableEvents`).
 */
const EVENTS_THAT_HYDRATE_AT_ONCE = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'compositionstart',
  'compositionend',
  'change',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
  'reset',
];

/** The page being hydrated: whether its shell, and which of its areas, have hydrated. */
let hydration: {
  root: Element;
  shell: boolean;
  parts: WeakSet<Element>;
  /** Whether the shell's, and which parts', kept presses have been taken to be made again. */
  shellTaken: boolean;
  taken: WeakSet<Element>;
} | null = null;

/** The shell (`area` null) or a part of the page being hydrated has hydrated. */
export function noteHydrated(area: Element | null): void {
  if (hydration && area === null) hydration.shell = true;
  else if (hydration && area) hydration.parts.add(area);
}

/** The shell's (`area` null) or a part's kept presses have been taken to be made again. */
export function notePressesTaken(area: Element | null): void {
  if (hydration && area === null) hydration.shellTaken = true;
  else if (hydration && area) hydration.taken.add(area);
}

/** The parts (null: the shell) whose kept presses are being made again. */
export const replaying = new Set<Element | null>();

/**
 * The part around `element` that hydrates with the page (a remote's area, a host page loaded on
 * demand); a part that hydrates when seen is pressed to hydrate, and is not one.
 */
const partHydratingWithPage = (element: Element) =>
  element.closest(
    `[${AREA_ATTRIBUTE}], [${HYDRATION_PART_ATTRIBUTE}]:not([${HYDRATE_WHEN_SEEN_ATTRIBUTE}])`,
  );

/** Whether `element` is in server HTML React is still to hydrate with the page. */
function notHydratedYet(element: Element): boolean {
  if (!hydration || !hydration.root.contains(element)) return false;
  if (!hydration.shell) return true;
  const part = partHydratingWithPage(element);
  return part !== null && !hydration.parts.has(part);
}

/** Past the document only: the recorder's and the typed text's listeners there still hear it. */
function keepFromReact(event: Event) {
  if (event.target instanceof Element && notHydratedYet(event.target)) event.stopPropagation();
}

/**
 * A button or radio pressed where React has not hydrated yet, or in a part whose earlier presses
 * are still kept: kept, behind them, in the order pressed. Handed to React, it would overtake
 * them ("Add to cart" read no colour while the colour chosen first still waited).
 */
function keepPressInTurn(event: Event) {
  const kept = presses();
  const control = pressedControl(event);
  if (!hydration || !kept || !control || pressingAgain || refused(control)) return;
  const part = areaOf(control);
  // Kept presses count only for a part yet to make them again: one the recorder keeps later (a
  // click whose propagation a handler stopped) must not hold the part's next presses for ever.
  const madeAgain = part === null ? hydration.shellTaken : hydration.taken.has(part);
  const waiting =
    notHydratedYet(control) ||
    replaying.has(part) ||
    (!madeAgain && kept.pressed.some((pressed) => partOf(pressed) === part));
  if (!waiting) return;
  // Before React's root, the recorder and a part's own hold hear of it.
  event.stopImmediatePropagation();
  keepBehind(kept, control);
}

/**
 * The host, as it hydrates server HTML in `root`: until the shell, then each area, has hydrated, a
 * press or keystroke in it is not handed to React. React would hydrate the whole of that part
 * inside the press, in one task: on a 4× slower phone a tap at first paint waited 380–540 ms in
 * its own pointerdown, the page frozen under the visitor's finger. Instead the browser does what
 * it does alone (focus, a radio's check, the typed text), the press and the text are kept, and
 * both are made again once their part has hydrated, as before the scripts ran. Returns what stops
 * it.
 */
export function keepPressesFromReactUntilHydrated(root: Element): () => void {
  hydration = { root, shell: false, parts: new WeakSet(), shellTaken: false, taken: new WeakSet() };
  window.addEventListener('click', keepPressInTurn, true);
  // Passive: a touch listener that is not keeps the compositor from scrolling until the busy main
  // thread has run it; stopping propagation needs no more.
  for (const type of EVENTS_THAT_HYDRATE_AT_ONCE)
    document.addEventListener(type, keepFromReact, { capture: true, passive: true });
  return () => {
    hydration = null;
    window.removeEventListener('click', keepPressInTurn, true);
    for (const type of EVENTS_THAT_HYDRATE_AT_ONCE)
      document.removeEventListener(type, keepFromReact, true);
  };
}
