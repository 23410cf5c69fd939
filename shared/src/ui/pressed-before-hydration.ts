/**
 * Buttons and radio choices pressed, and forms sent, on the server's HTML before React could
 * handle them (the page's inline recorder, `PRESS_RECORDER`, keeps them). On a slow phone the page
 * is on screen a second or more before its scripts have run, and a remote's area hydrates later
 * still: a colour picked then was set back by hydration, and "Add to cart" did nothing. Each such
 * control is pressed (each form sent) again, once, when its part of the page has hydrated and
 * shows the visitor's own state; a press React still cannot handle is kept by the recorder for
 * the next one. Text typed into that part before then is typed again first.
 */
import {
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  type PressesBeforeHydration,
} from '../contracts/server-render';
import { AREA_ATTRIBUTE } from '../telemetry/page-listeners';
import { retypeAfterHydration } from './typed-before-hydration';
import { serverPassesOver } from '@citylens/shared';

/** The recorder's record on `window`, or undefined on the server or a page without it. */
function presses(): PressesBeforeHydration | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, PressesBeforeHydration | undefined>)[
    PRESSES_BEFORE_HYDRATION_GLOBAL
  ];
}

/** The host, as it hands the page to React: from now on only presses React drops are kept. */
export function handPressesToReact(): void {
  const kept = presses();
  if (!kept) return;
  kept.reactListening = true;
  rememberParts(kept);
}

type Control = HTMLButtonElement | HTMLInputElement | HTMLFormElement;

/**
 * Marks a part of the page that hydrates after the shell around it, as a remote's area does: a
 * host page loaded on demand (/contact) is still server HTML when the shell's effects run, so
 * text typed into it and a form sent from it wait for that part's own hydration.
 */
export const HYDRATION_PART_ATTRIBUTE = 'data-citylens-part';

/**
 * Marks a part of a server-rendered page whose hydration waits until it is seen (`HydrateWhenSeen`).
 * Its value says whether it still waits ("waiting") or has hydrated ("hydrated"); tests and benches
 * read it.
 */
export const HYDRATE_WHEN_SEEN_ATTRIBUTE = 'data-citylens-when-seen';

/** The remote's area or lazy part an element is in, or null for the host's shell around them. */
const areaOf = (element: Element) =>
  element.closest(`[${AREA_ATTRIBUTE}], [${HYDRATION_PART_ATTRIBUTE}]`);

/**
 * The part each kept control was in while it was on the page. Once its part has hydrated, React
 * may replace the control before the replay runs (a dialog rendered in place on the server's pass
 * moves into a portal): detached, it is in no part, and its press was never made again.
 */
const partOfKept = new WeakMap<Control, Element | null>();

function rememberParts(kept: PressesBeforeHydration) {
  for (const control of kept.pressed) {
    if (control.isConnected) partOfKept.set(control, areaOf(control));
  }
}

const partOf = (control: Control) =>
  control.isConnected || !partOfKept.has(control) ? areaOf(control) : partOfKept.get(control)!;

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

/** Set while a kept press is being made again: that click is React's. */
let pressingAgain = false;

/** A form is sent as its own submit button would; a button or radio is clicked. */
function pressOnce(control: Control) {
  pressingAgain = true;
  try {
    if (control instanceof HTMLFormElement) {
      control.requestSubmit();
      return;
    }
    // A radio the browser checked before hydration still shows checked while its component's
    // state has no choice, and a click on a checked radio changes nothing React would hear of.
    // Unchecked first (through React's own tracking of the property), the click is a change.
    if (control instanceof HTMLInputElement && control.type === 'radio') control.checked = false;
    control.click();
  } finally {
    pressingAgain = false;
  }
}

/** What tells a control apart to the visitor: its element, type, name, value, label and text. */
const identityOf = (control: Control) =>
  [
    control.tagName,
    ...['type', 'name', 'value', 'aria-label'].map((name) => control.getAttribute(name)),
    control.textContent?.trim(),
  ].join('|');

/**
 * The control, or the one React rendered in its place since: a dialog rendered in place on the
 * server's pass moves into a portal after it, with new elements. The one control on the page with
 * the same identity stands in; none, or several, and the press is left.
 */
function standIn(kept: { control: Control; identity: string }): Control | null {
  if (kept.control.isConnected) return kept.control;
  const same = [...document.querySelectorAll<Control>(kept.control.tagName)].filter(
    (candidate) => identityOf(candidate) === kept.identity,
  );
  return same.length === 1 ? same[0]! : null;
}

const refused = (control: Control) =>
  (!(control instanceof HTMLFormElement) && control.disabled) ||
  control.getAttribute('aria-disabled') === 'true';

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
  if (hydration && area === null) hydration.shell = true;
  else if (hydration && area) hydration.parts.add(area);
  const before = presses();
  if (before) rememberParts(before);
  setTimeout(() => {
    retypeAfterHydration((field) => areaOf(field) === area);
    if (hydration && area === null) hydration.shellTaken = true;
    else if (hydration && area) hydration.taken.add(area);
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

/** The presses kept for `area`, in the order made, taken out of the record. */
function takeKeptPresses(area: Element | null): { control: Control; identity: string }[] {
  const kept = presses();
  if (!kept || kept.pressed.length === 0) return [];
  const mine = kept.pressed.filter((control) => partOf(control) === area);
  kept.pressed = kept.pressed.filter((control) => !mine.includes(control));
  return mine.map((control) => ({ control, identity: identityOf(control) }));
}

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

/** The parts (null: the shell) whose kept presses are being made again. */
const replaying = new Set<Element | null>();

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
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLButtonElement | HTMLInputElement>(
    'button[type="button"], input[type="radio"]',
  );
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
  const at = kept.pressed.indexOf(control);
  if (at >= 0) kept.pressed.splice(at, 1);
  kept.pressed.push(control);
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
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLButtonElement | HTMLInputElement>(
      'button[type="button"], input[type="radio"]',
    );
    if (!control || !part.contains(control) || refused(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const at = kept.pressed.indexOf(control);
    if (at >= 0) kept.pressed.splice(at, 1);
    kept.pressed.push(control);
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
