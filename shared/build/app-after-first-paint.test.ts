import { FIRST_PHOTO_ELEMENT_TIMING } from '../src/contracts/server-render';
import { APP_AFTER_FIRST_PAINT, appAfterFirstPaint } from './serve';

const page = (root: string) =>
  '<!doctype html><html><head><script>window.X=1</script>' +
  '<script defer="defer" src="/chunks/react-dom.1.js"></script><script defer="defer" src="/main.js"></script>' +
  `</head><body><div id="root">${root}</div></body></html>`;

test('a page with a hero photo names its scripts as entries and starts them from the inline starter', () => {
  const html = appAfterFirstPaint(page('<img alt="" src="/hero.jpg" fetchPriority="high"/>'));
  expect(html).not.toContain('<script defer');
  expect(html).toContain(
    '<meta name="citylens-app-entry" content="/chunks/react-dom.1.js"><meta name="citylens-app-entry" content="/main.js">',
  );
  expect(html).toContain(`<script>${APP_AFTER_FIRST_PAINT}</script></body>`);
  // The inline config script stays where it was.
  expect(html).toContain('<script>window.X=1</script>');
});

test('a page without a hero photo starts its scripts the same way, and does not fetch them before', () => {
  const html = appAfterFirstPaint(
    page('<h1>Frames</h1><img alt="" src="/frame.jpg" loading="lazy">'),
  );
  expect(html).not.toContain('<script defer');
  expect(html).not.toContain('rel="preload"');
  expect(html).toContain(
    '<meta name="citylens-app-entry" content="/chunks/react-dom.1.js"><meta name="citylens-app-entry" content="/main.js">',
  );
  expect(html).toContain(`<script>${APP_AFTER_FIRST_PAINT}</script></body>`);
});

test('the static shell, with nothing to paint before its scripts, keeps its defer scripts', () => {
  const html = page('');
  expect(appAfterFirstPaint(html)).toBe(html);
});

describe('the starter in the browser', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML =
      '<meta name="citylens-app-entry" content="/a.js"><meta name="citylens-app-entry" content="/b.js">';
    document.body.innerHTML =
      '<div id="root"><img alt="" src="/hero.jpg" fetchpriority="high"></div>';
  });
  afterEach(() => jest.useRealTimers());

  const hero = () => document.querySelector('img')!;
  const started = () =>
    [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);
  const runStarter = () => new Function(APP_AFTER_FIRST_PAINT)();

  test('waits for the photo, then adds the scripts once, in order, not async', () => {
    Object.defineProperty(hero(), 'complete', { value: false });
    runStarter();
    expect(started()).toEqual([]);
    hero().dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(started()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
    jest.advanceTimersByTime(2000);
    expect(started()).toHaveLength(2);
  });

  test('starts after 1 s when the photo is slow, and after the next frame when it is already there', () => {
    Object.defineProperty(hero(), 'complete', { value: false });
    runStarter();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);

    document.head.innerHTML = '<meta name="citylens-app-entry" content="/a.js">';
    document.body.innerHTML =
      '<div id="root"><img alt="" src="/hero.jpg" fetchpriority="high"></div>';
    Object.defineProperty(hero(), 'complete', { value: true });
    runStarter();
    // Already loaded: still after the next frame, so the first one shows the photo without them.
    expect(started()).toEqual([]);
    jest.runAllTimers();
    expect(started()).toEqual([['/a.js', false]]);
  });

  describe('where the browser reports element timing', () => {
    let report: ((list: { getEntries: () => { element: Element }[] }) => void) | undefined;
    let observed: unknown;
    beforeEach(() => {
      report = undefined;
      class FakeObserver {
        static supportedEntryTypes = ['element', 'largest-contentful-paint'];
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(options: unknown) {
          observed = options;
        }
      }
      (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
      hero().setAttribute('elementtiming', FIRST_PHOTO_ELEMENT_TIMING);
    });
    afterEach(() => {
      delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    test('a photo loaded before the starter ran: the scripts wait for its paint, not its load', () => {
      Object.defineProperty(hero(), 'complete', { value: true });
      runStarter();
      expect(observed).toEqual({ type: 'element', buffered: true });
      jest.advanceTimersByTime(500);
      expect(started()).toEqual([]);
      // Another timed element's paint is not the photo's.
      report!({ getEntries: () => [{ element: document.createElement('img') }] });
      jest.advanceTimersByTime(1);
      expect(started()).toEqual([]);
      report!({ getEntries: () => [{ element: hero() }] });
      jest.advanceTimersByTime(1);
      expect(started()).toHaveLength(2);
    });

    test('a photo that never paints: the scripts start after 1 s all the same', () => {
      Object.defineProperty(hero(), 'complete', { value: false });
      runStarter();
      hero().dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(999);
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(started()).toHaveLength(2);
    });
  });

  describe('a page without a hero photo', () => {
    beforeEach(() => {
      document.body.innerHTML = '<div id="root"><h1>Your order</h1></div>';
    });

    test('starts the scripts after the first contentful paint the browser reports', () => {
      let report: ((list: { getEntries: () => { name: string }[] }) => void) | undefined;
      const observed: unknown[] = [];
      (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
        static supportedEntryTypes = ['paint', 'element'];
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(options: unknown) {
          observed.push(options);
        }
      };
      try {
        runStarter();
        expect(observed).toEqual([{ type: 'paint', buffered: true }]);
        report!({ getEntries: () => [{ name: 'first-paint' }] });
        jest.advanceTimersByTime(1);
        expect(started()).toEqual([]);
        report!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
        jest.advanceTimersByTime(1);
        expect(started()).toHaveLength(2);
        jest.advanceTimersByTime(2000);
        expect(started()).toHaveLength(2);
      } finally {
        delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
      }
    });

    test('without paint entries, after the next frame; a page that never paints, after 1 s', () => {
      const frames: FrameRequestCallback[] = [];
      const requestFrame = jest
        .spyOn(window, 'requestAnimationFrame')
        .mockImplementation((callback) => frames.push(callback));
      try {
        runStarter();
        jest.advanceTimersByTime(500);
        expect(started()).toEqual([]);
        frames.shift()!(0);
        jest.advanceTimersByTime(1);
        expect(started()).toHaveLength(2);

        document.head.innerHTML = '<meta name="citylens-app-entry" content="/a.js">';
        runStarter();
        jest.advanceTimersByTime(999);
        expect(started()).toEqual([]);
        jest.advanceTimersByTime(1);
        expect(started()).toEqual([['/a.js', false]]);
      } finally {
        requestFrame.mockRestore();
      }
    });
  });
});
