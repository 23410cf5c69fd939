import {
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  type PressesBeforeHydration,
} from '../contracts/server-render';
import { holdPressesUntilHydrated } from './pressed-before-hydration';

const recorder = () =>
  (window as unknown as Record<string, PressesBeforeHydration>)[PRESSES_BEFORE_HYDRATION_GLOBAL]!;

/** A part with one button, and a listener standing for React's root: what a press reaches. */
function partWithButton() {
  const part = document.createElement('section');
  part.innerHTML = '<button type="button">Like</button>';
  document.body.append(part);
  const reached: Event[] = [];
  part.addEventListener('click', (event) => reached.push(event));
  return { part, button: part.querySelector('button')!, reached };
}

beforeEach(() => {
  document.body.innerHTML = '';
  (window as unknown as Record<string, PressesBeforeHydration>)[PRESSES_BEFORE_HYDRATION_GLOBAL] = {
    pressed: [],
    reactListening: true,
  };
});

test('a press into a part not yet hydrated is held, once, instead of reaching the page', () => {
  const { part, button, reached } = partWithButton();
  holdPressesUntilHydrated(part, new Promise(() => {}));
  button.click();
  button.click();
  expect(reached).toHaveLength(0);
  expect(recorder().pressed).toEqual([button]);
});

test('a part that leaves the page before it hydrates lets go: later presses reach the page', () => {
  const { part, button, reached } = partWithButton();
  const letGo = holdPressesUntilHydrated(part, new Promise(() => {}));
  letGo();
  button.click();
  expect(reached).toHaveLength(1);
  expect(recorder().pressed).toEqual([]);
});
