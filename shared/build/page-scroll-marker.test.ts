import { headerScroll } from '../src/contracts/server-render';
import { PAGE_SCROLL_MARKER } from './serve';

const marked = () => document.documentElement.hasAttribute(headerScroll.attribute);
const scrollTo = (y: number) => {
  Object.assign(window, { scrollY: y });
  window.dispatchEvent(new Event('scroll'));
};

test('the page is marked scrolled only past the header’s 80 px (spec §9), and unmarked back above it', () => {
  scrollTo(0);
  // The page's inline script, as the browser runs it from the head.
  new Function(PAGE_SCROLL_MARKER)();
  expect(marked()).toBe(false);
  scrollTo(headerScroll.thresholdPx);
  expect(marked()).toBe(false);
  scrollTo(headerScroll.thresholdPx + 1);
  expect(marked()).toBe(true);
  scrollTo(10);
  expect(marked()).toBe(false);
});

test('a page the browser restores scrolled down is marked as the script runs', () => {
  Object.assign(window, { scrollY: 600 });
  new Function(PAGE_SCROLL_MARKER)();
  expect(marked()).toBe(true);
});
