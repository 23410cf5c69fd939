/**
 * The presses kept before hydration (the page's inline recorder, `PRESS_RECORDER`, keeps them on
 * `window`): which part of the page each was made in, how a kept control is found again once
 * React has replaced it, and how it is pressed again.
 */
import {
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  type PressesBeforeHydration,
} from '../contracts/server-render';
import { AREA_ATTRIBUTE } from '../telemetry/page-listeners';

/** The recorder's record on `window`, or undefined on the server or a page without it. */
export function presses(): PressesBeforeHydration | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, PressesBeforeHydration | undefined>)[
    PRESSES_BEFORE_HYDRATION_GLOBAL
  ];
}

export type Control = HTMLButtonElement | HTMLInputElement | HTMLFormElement;

/** A kept press: its control, and what tells that control apart (`identityOf`). */
export interface KeptPress {
  control: Control;
  identity: string;
}

/**
 * Marks a part of the page that hydrates after the shell around it, as a remote's area does: a
 * host page loaded on demand (/contact) is still server HTML when the shell's effects run, so
 * text typed into it and a form sent from it wait for that part's own hydration.
 */
export const HYDRATION_PART_ATTRIBUTE = 'data-citylens-part';

/** The remote's area or lazy part an element is in, or null for the host's shell around them. */
export const areaOf = (element: Element) =>
  element.closest(`[${AREA_ATTRIBUTE}], [${HYDRATION_PART_ATTRIBUTE}]`);

/**
 * The part each kept control was in while it was on the page. Once its part has hydrated, React
 * may replace the control before the replay runs (a dialog rendered in place on the server's pass
 * moves into a portal): detached, it is in no part, and its press was never made again.
 */
const partOfKept = new WeakMap<Control, Element | null>();

export function rememberParts(kept: PressesBeforeHydration) {
  for (const control of kept.pressed) {
    if (control.isConnected) partOfKept.set(control, areaOf(control));
  }
}

export const partOf = (control: Control) =>
  control.isConnected || !partOfKept.has(control) ? areaOf(control) : partOfKept.get(control)!;

/** Set while a kept press is being made again: that click is React's. */
export let pressingAgain = false;

/** A form is sent as its own submit button would; a button or radio is clicked. */
export function pressOnce(control: Control) {
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
export function standIn(kept: KeptPress): Control | null {
  if (kept.control.isConnected) return kept.control;
  const same = [...document.querySelectorAll<Control>(kept.control.tagName)].filter(
    (candidate) => identityOf(candidate) === kept.identity,
  );
  return same.length === 1 ? same[0]! : null;
}

/** The button or radio choice a click was on, if any. */
export function pressedControl(event: Event): HTMLButtonElement | HTMLInputElement | null {
  const target = event.target instanceof Element ? event.target : null;
  return (
    target?.closest<HTMLButtonElement | HTMLInputElement>(
      'button[type="button"], input[type="radio"]',
    ) ?? null
  );
}

/** Keeps `control`'s press behind the others kept, once (a press made again moves to the end). */
export function keepBehind(kept: PressesBeforeHydration, control: Control) {
  const at = kept.pressed.indexOf(control);
  if (at >= 0) kept.pressed.splice(at, 1);
  kept.pressed.push(control);
}

export const refused = (control: Control) =>
  (!(control instanceof HTMLFormElement) && control.disabled) ||
  control.getAttribute('aria-disabled') === 'true';

/** The presses kept for `area`, in the order made, taken out of the record. */
export function takeKeptPresses(area: Element | null): KeptPress[] {
  const kept = presses();
  if (!kept || kept.pressed.length === 0) return [];
  const mine = kept.pressed.filter((control) => partOf(control) === area);
  kept.pressed = kept.pressed.filter((control) => !mine.includes(control));
  return mine.map((control) => ({ control, identity: identityOf(control) }));
}
