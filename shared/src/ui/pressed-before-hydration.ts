/**
 * Buttons and radio choices pressed on the server's HTML before React could handle them (the
 * page's inline recorder, `PRESS_RECORDER`, keeps them). On a slow phone the page is on screen a
 * second or more before its scripts have run, and a remote's area hydrates later still: a colour
 * picked then was set back by hydration, and "Add to cart" did nothing. Each such control is
 * pressed again, once, when an area of the page has hydrated; a press React still cannot handle is
 * kept by the recorder for the next one.
 */
import {
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  type PressesBeforeHydration,
} from '../contracts/server-render';
import { AREA_ATTRIBUTE } from '../telemetry/page-listeners';

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
  if (kept) kept.reactListening = true;
}

type Control = HTMLButtonElement | HTMLInputElement;

/** The remote's area a control is in, or null for the host's shell around the areas. */
const areaOf = (control: Control) => control.closest(`[${AREA_ATTRIBUTE}]`);

/**
 * The host, when the shell (`area` null) or a remote's area has hydrated: presses that part's kept
 * controls again, each once and in the order pressed, each in a task of its own (not inside React's
 * commit, and after the previous press's update has rendered: the colour is chosen before "Add to
 * cart" reads it). Only the part just hydrated: a press into a part still waiting would have React
 * hydrate it inside that press, too late to see a radio's change. A control gone or disabled since
 * is left.
 */
export function pressAgainAfterHydration(area: Element | null): void {
  const kept = presses();
  if (!kept || kept.pressed.length === 0) return;
  const pressNext = (queue: Control[]) => {
    const control = queue.shift();
    if (!control) return;
    const refused = control.disabled || control.getAttribute('aria-disabled') === 'true';
    if (control.isConnected && !refused) {
      // A radio the browser checked before hydration still shows checked while its component's
      // state has no choice, and a click on a checked radio changes nothing React would hear of.
      // Unchecked first (through React's own tracking of the property), the click is a change.
      if (control instanceof HTMLInputElement && control.type === 'radio') control.checked = false;
      control.click();
    }
    setTimeout(() => pressNext(queue), 0);
  };
  setTimeout(() => {
    const mine = kept.pressed.filter((control) => areaOf(control) === area);
    kept.pressed = kept.pressed.filter((control) => !mine.includes(control));
    pressNext(mine);
  }, 0);
}
