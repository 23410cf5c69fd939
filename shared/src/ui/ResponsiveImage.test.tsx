import { act, render, screen } from '@testing-library/react';
import { LAZY_IMAGE_ROOT_MARGIN, ResponsiveImage } from './ResponsiveImage';

/** A controllable IntersectionObserver: tests decide when an element enters the margin. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Report every observed element as (not) intersecting. */
  report(isIntersecting: boolean) {
    const entries = [...this.observed].map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

afterEach(() => {
  FakeObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
});

/** The CSS rules emotion inserted for the element's classes (jsdom computes no aspect-ratio). */
function cssOf(el: Element): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule) =>
      Array.from(el.classList).some((cls) =>
        (rule as CSSStyleRule).selectorText?.split(',').includes(`.${cls}`),
      ),
    )
    .map((rule) => rule.cssText)
    .join('\n');
}

function installObserver() {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
}

describe('ResponsiveImage', () => {
  it('loads a non-priority image only once it is within 50 px of the view', () => {
    installObserver();
    render(
      <ResponsiveImage
        src="/lisbon-800.jpg"
        srcSet="/lisbon-400.jpg 400w, /lisbon-800.jpg 800w"
        alt="Lisbon"
        width={400}
        height={300}
      />,
    );
    const placeholder = screen.getByRole('img', { name: 'Lisbon' });
    // Box reserved, nothing requested yet, and no <img> without a source (Chrome would paint its
    // broken-image glyph there): a placeholder with the picture's background.
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).not.toHaveAttribute('src');
    expect(cssOf(placeholder)).toMatch(/aspect-ratio:\s*400\s*\/\s*300/);

    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0]!;
    expect(observer.options.rootMargin).toBe(LAZY_IMAGE_ROOT_MARGIN);
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('50px');
    expect(observer.observed.has(placeholder)).toBe(true);

    observer.report(false);
    expect(screen.getByRole('img', { name: 'Lisbon' }).tagName).toBe('SPAN');

    observer.report(true);
    const img = screen.getByRole('img', { name: 'Lisbon' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/lisbon-800.jpg');
    expect(img).toHaveAttribute('srcset', '/lisbon-400.jpg 400w, /lisbon-800.jpg 800w');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(cssOf(img)).toMatch(/aspect-ratio:\s*400\s*\/\s*300/);
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(observer.disconnected).toBe(true);
  });

  it('keeps priority images eager with fetchpriority=high and no observer', () => {
    installObserver();
    render(<ResponsiveImage src="/hero.jpg" alt="Porto at dusk" priority aspectRatio="16 / 9" />);
    const img = screen.getByRole('img', { name: 'Porto at dusk' });
    expect(img).toHaveAttribute('src', '/hero.jpg');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(cssOf(img)).toMatch(/aspect-ratio:\s*16\s*\/\s*9/);
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('loads at once where IntersectionObserver is missing', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<ResponsiveImage src="/a.jpg" alt="Kyoto" />);
    const img = screen.getByRole('img', { name: 'Kyoto' });
    expect(img).toHaveAttribute('src', '/a.jpg');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('stops observing when unmounted before it came into view', () => {
    installObserver();
    const { unmount } = render(<ResponsiveImage src="/a.jpg" alt="Oslo" />);
    const observer = FakeObserver.instances[0]!;
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
