import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from '@citylens/shared/router';
import { HydrateWhenSeen } from './HydrateWhenSeen';
import { HYDRATE_WHEN_SEEN_ATTRIBUTE } from './pressed-before-hydration';

/** The observers the part made, so a test can bring the part into view. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
}

function scrollIntoView() {
  for (const { callback, targets } of observers)
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

let counterRenders = 0;

function Counter() {
  const [count, setCount] = useState(0);
  counterRenders += 1;
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Pressed {count}
    </button>
  );
}

let navigate: NavigateFunction;

/** Where the page is, as its router says; and how the test navigates. */
function Address() {
  navigate = useNavigate();
  const { pathname, search } = useLocation();
  return <p>{pathname + search}</p>;
}

function Page({ heading = 'Above the fold' }: { heading?: string }) {
  return (
    <MemoryRouter initialEntries={['/events']}>
      <Content heading={heading} />
    </MemoryRouter>
  );
}

function Content({ heading }: { heading: string }) {
  return (
    <main>
      <h1>{heading}</h1>
      <Address />
      <HydrateWhenSeen part="below">
        <section>
          <Counter />
        </section>
      </HydrateWhenSeen>
    </main>
  );
}

const part = (container: HTMLElement) =>
  container.querySelector(`[${HYDRATE_WHEN_SEEN_ATTRIBUTE}]`)!;
const button = (container: HTMLElement) => container.querySelector('button')!;
const hydratedElement = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const withObserver = (present: boolean) => {
  const global = globalThis as { IntersectionObserver?: unknown };
  if (present) global.IntersectionObserver = FakeIntersectionObserver;
  else delete global.IntersectionObserver;
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => withObserver(false));
beforeEach(() => {
  observers = [];
  counterRenders = 0;
  document.body.innerHTML = '';
});

/** Places the part's box `top` pixels down the page (jsdom lays nothing out). */
function placePart(container: HTMLElement, top: number) {
  const section = container.querySelector('section')!;
  section.getBoundingClientRect = () => ({ top, bottom: top + 600 }) as DOMRect;
}

let root: ReturnType<typeof hydrateRoot>;

async function hydrated(partTop = 5000): Promise<HTMLElement> {
  // The server has no IntersectionObserver; the browser has.
  withObserver(false);
  const html = renderToString(<Page />);
  withObserver(true);
  expect(html).toMatch(/<button[^>]*>Pressed (<!-- -->)?0<\/button>/);
  counterRenders = 0;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  placePart(container, partTop);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, <Page />, {
      onRecoverableError: (error) => console.error(error),
    });
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return container;
}

test('the server renders the part whole; the browser keeps its HTML unhydrated until it comes into view', async () => {
  const container = await hydrated();
  const serverButton = button(container);
  // The page around it is live; the part is still the server's HTML.
  expect(hydratedElement(container.querySelector('h1')!)).toBe(true);
  expect(hydratedElement(serverButton)).toBe(false);
  expect(counterRenders).toBe(0);
  expect(part(container).getAttribute(HYDRATE_WHEN_SEEN_ATTRIBUTE)).toBe('waiting');
  // What the part's observer watches: its boxes (the part itself has none).
  expect(observers.flatMap((o) => o.targets)).toEqual([container.querySelector('section')]);

  await act(async () => scrollIntoView());

  // Hydrated in place: the same element, now live.
  expect(button(container)).toBe(serverButton);
  expect(hydratedElement(serverButton)).toBe(true);
  expect(part(container).getAttribute(HYDRATE_WHEN_SEEN_ATTRIBUTE)).toBe('hydrated');
  await act(async () => serverButton.click());
  expect(serverButton.textContent).toBe('Pressed 1');
  expect(observers).toEqual([]);
});

test('reaching into the part (a press, focus or key) hydrates it at once', async () => {
  const container = await hydrated();
  await act(async () => {
    button(container).dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
  expect(hydratedElement(button(container))).toBe(true);
  expect(part(container).getAttribute(HYDRATE_WHEN_SEEN_ATTRIBUTE)).toBe('hydrated');
  // The part's listeners and observer are gone with the wait.
  expect(observers).toEqual([]);
});

test('a part the browser renders itself (no server HTML) renders at once', async () => {
  withObserver(true);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Page />));
  expect(button(container).textContent).toBe('Pressed 0');
  expect(part(container).getAttribute(HYDRATE_WHEN_SEEN_ATTRIBUTE)).toBe('hydrated');
  expect(observers).toEqual([]);
});

test('a part already near the viewport as hydration reaches it hydrates with the page', async () => {
  const container = await hydrated(300);
  expect(hydratedElement(button(container))).toBe(true);
  expect(part(container).getAttribute(HYDRATE_WHEN_SEEN_ATTRIBUTE)).toBe('hydrated');
  expect(observers).toEqual([]);
});

test('the page rendering again around a waiting part leaves it waiting, as the server rendered it', async () => {
  const container = await hydrated();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => root.render(<Page heading="Rendered again" />));
  expect(container.querySelector('h1')!.textContent).toBe('Rendered again');
  expect(hydratedElement(button(container))).toBe(false);
  expect(counterRenders).toBe(0);
  expect(part(container).getAttribute(HYDRATE_WHEN_SEEN_ATTRIBUTE)).toBe('waiting');
  await act(async () => scrollIntoView());
  expect(hydratedElement(button(container))).toBe(true);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('a client-side navigation is not held back by a waiting part: the part hydrates with it', async () => {
  const container = await hydrated();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => navigate('/events?event=1'));
  expect(container.querySelector('p')!.textContent).toBe('/events?event=1');
  expect(hydratedElement(button(container))).toBe(true);
  expect(part(container).getAttribute(HYDRATE_WHEN_SEEN_ATTRIBUTE)).toBe('hydrated');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
