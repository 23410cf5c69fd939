import {
  act,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  type PressesBeforeHydration,
} from '../src/contracts/server-render';
import {
  handPressesToReact,
  keepPressesFromReactUntilHydrated,
  pressAgainAfterHydration,
} from '../src/ui/pressed-before-hydration';
import { AREA_ATTRIBUTE } from '../src/telemetry/page-listeners';
import { PRESS_RECORDER } from './serve';

/**
 * The page's inline recorder with the host's two calls, on server HTML hydrated by React: a button
 * pressed before React could handle it is pressed again once its part of the page has hydrated,
 * once however often it was pressed; a press React handles itself is never made twice.
 */
const kept = () =>
  (window as unknown as Record<string, PressesBeforeHydration>)[PRESSES_BEFORE_HYDRATION_GLOBAL]!;
const pressed: string[] = [];

function PressButton({ name }: { name: string }) {
  return (
    <button type="button" onClick={() => pressed.push(name)}>
      {name}
    </button>
  );
}

/** As the host's shell does: once it has hydrated, its own kept presses are made again. */
function ShellHydrated() {
  useEffect(() => pressAgainAfterHydration(null), []);
  return null;
}

/** As the host's RemoteArea does: once the area's module has hydrated, the area's presses. */
function AreaHydrated({ area }: { area: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (area.current) pressAgainAfterHydration(area.current);
  }, [area]);
  return null;
}

/** A header button with state of its own (a change to it leaves the areas as they are). */
function CartButton() {
  const [cartOpen, setCartOpen] = useState(false);
  return (
    <button type="button" onClick={() => setCartOpen(true)}>
      Cart {cartOpen ? 'open' : 'closed'}
    </button>
  );
}

function Page({ Area }: { Area: ComponentType }) {
  const area = useRef<HTMLDivElement>(null);
  return (
    <main>
      <CartButton />
      <PressButton name="Sign in" />
      <div ref={area} {...{ [AREA_ATTRIBUTE]: 'shop' }} style={{ display: 'contents' }}>
        <Suspense fallback={<p>Loading the shop</p>}>
          <Area />
          <AreaHydrated area={area} />
        </Suspense>
      </div>
      <ShellHydrated />
    </main>
  );
}

/** A frame card: a colour to choose (radio inputs, controlled) and Add to cart, which reads it. */
function ShopArea() {
  const [color, setColor] = useState<string | null>(null);
  return (
    <fieldset>
      {['Black', 'Brown'].map((c) => (
        <label key={c}>
          <input
            type="radio"
            name="color"
            value={c}
            checked={color === c}
            onChange={() => setColor(c)}
          />
          {c}
        </label>
      ))}
      <button type="button" onClick={() => pressed.push(`Add to cart: ${color ?? 'no colour'}`)}>
        Add to cart
      </button>
    </fieldset>
  );
}

const radio = (value: string) =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;

/** A remote's area whose module arrives when `arrive` is called. */
function areaArrivingLater() {
  let arrive!: () => void;
  const Area = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: ShopArea });
      }),
  );
  return { Area, arrive: () => arrive() };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

/**
 * Lets the replay run to its end. It presses each kept control in a task of its own
 * (`setTimeout(…, 0)`), and timers of one delay run in the order they were set: tasks of our own,
 * each set when the one before has run (and React's updates have been flushed by `act`), run after
 * each of its presses. A fixed 50 ms ran out before the last press on a busy machine.
 */
const afterTasks = async () => {
  for (let task = 0; task < 20; task += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  new Function(PRESS_RECORDER)();
});

let container: HTMLDivElement;
/** The server's HTML of the page with `Area`, on screen before any script of the app runs. */
function serverPage(Area: ComponentType) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page Area={Area} />);
  document.body.append(container);
}
beforeEach(() => {
  pressed.length = 0;
  kept().pressed = [];
  kept().reactListening = false;
});
afterEach(() => container.remove());

test('buttons and choices pressed before the scripts ran are made again, once each and in order, after hydration', async () => {
  serverPage(ShopArea);
  button('Sign in').click();
  button('Sign in').click();
  // A change of mind: black, brown, then black again.
  radio('Black').click();
  radio('Brown').click();
  radio('Black').click();
  button('Add to cart').click();
  button('Add to cart').click();
  button('Add to cart').click();
  expect(kept().pressed.map((b) => b.textContent || b.getAttribute('value'))).toEqual([
    'Sign in',
    'Brown',
    'Black',
    'Add to cart',
  ]);

  handPressesToReact();
  await act(async () => {
    hydrateRoot(container, <Page Area={ShopArea} />);
  });
  await afterTasks();
  expect(pressed).toEqual(['Sign in', 'Add to cart: Black']);
  expect(radio('Black').checked).toBe(true);
  expect(kept().pressed).toEqual([]);
  // From then on a press is React's alone.
  act(() => button('Add to cart').click());
  await afterTasks();
  expect(pressed).toEqual(['Sign in', 'Add to cart: Black', 'Add to cart: Black']);
});

test('a press React drops (its area still waiting for its module) is made once the area hydrates', async () => {
  serverPage(ShopArea);
  const { Area, arrive } = areaArrivingLater();
  handPressesToReact();
  await act(async () => {
    hydrateRoot(container, <Page Area={Area} />, { onRecoverableError: () => {} });
  });
  // The shell is hydrated: its press is handled at once and not kept.
  act(() => {
    button('Cart').click();
    button('Add to cart').click();
  });
  await afterTasks();
  expect(button('Cart').textContent).toBe('Cart open');
  expect(pressed).toEqual([]);
  expect(kept().pressed.map((b) => b.textContent)).toEqual(['Add to cart']);

  await act(async () => arrive());
  await afterTasks();
  expect(pressed).toEqual(['Add to cart: no colour']);
  expect(kept().pressed).toEqual([]);
});

/** A frame that turns out sold out once the browser knows more than the server did. */
function SoldOutArea() {
  const [soldOut, setSoldOut] = useState(false);
  useLayoutEffect(() => setSoldOut(true), []);
  return (
    <button type="button" aria-disabled={soldOut} onClick={() => pressed.push('Add to cart')}>
      Add to cart
    </button>
  );
}

test('a button disabled by the time it has hydrated is not pressed', async () => {
  serverPage(SoldOutArea);
  button('Add to cart').click();
  handPressesToReact();
  await act(async () => {
    hydrateRoot(container, <Page Area={SoldOutArea} />);
  });
  await afterTasks();
  expect(button('Add to cart').getAttribute('aria-disabled')).toBe('true');
  expect(pressed).toEqual([]);
});

test('presses made before the scripts ran, in an area that hydrates after the shell: each part takes its own', async () => {
  serverPage(ShopArea);
  button('Sign in').click();
  radio('Black').click();
  button('Add to cart').click();
  const { Area, arrive } = areaArrivingLater();
  handPressesToReact();
  await act(async () => {
    hydrateRoot(container, <Page Area={Area} />, { onRecoverableError: () => {} });
  });
  await afterTasks();
  expect(pressed).toEqual(['Sign in']);
  expect(kept().pressed.map((b) => b.textContent || b.getAttribute('value'))).toEqual([
    'Black',
    'Add to cart',
  ]);

  await act(async () => arrive());
  await afterTasks();
  expect(pressed).toEqual(['Sign in', 'Add to cart: Black']);
});

/**
 * An event's details, rendered in place on the server's pass, and in new elements after it (as a
 * dialog moves into a portal): its button is replaced before the area's replay runs.
 */
function DetailsMovingAfterHydration() {
  const [moved, setMoved] = useState(false);
  useEffect(() => setMoved(true), []);
  const book = <PressButton name="Book Event" />;
  return moved ? <section aria-label="Details">{book}</section> : <div>{book}</div>;
}

test('a press whose button the hydrated area has replaced is made on its stand-in, once', async () => {
  serverPage(DetailsMovingAfterHydration);
  const serverButton = button('Book Event');
  serverButton.click();
  const { Area, arrive } = (() => {
    let resolve!: () => void;
    const Lazy = lazy(
      () =>
        new Promise<{ default: ComponentType }>((done) => {
          resolve = () => done({ default: DetailsMovingAfterHydration });
        }),
    );
    return { Area: Lazy, arrive: () => resolve() };
  })();
  handPressesToReact();
  await act(async () => {
    hydrateRoot(container, <Page Area={Area} />, { onRecoverableError: () => {} });
  });
  await act(async () => arrive());
  await afterTasks();
  expect(serverButton.isConnected).toBe(false);
  expect(pressed).toEqual(['Book Event']);
  expect(kept().pressed).toEqual([]);
});

test('a press while the page hydrates is not handed to React, which would hydrate all of it inside the press: it is made once, after', async () => {
  serverPage(ShopArea);
  handPressesToReact();
  const stop = keepPressesFromReactUntilHydrated(container);
  try {
    // As the host hydrates: in a transition, in slices, the first of them not yet run.
    startTransition(() => {
      hydrateRoot(container, <Page Area={ShopArea} />);
    });
    radio('Black').click();
    button('Add to cart').click();
    // Nothing hydrated inside the presses (React would have run the handler in them).
    expect(pressed).toEqual([]);
    await afterTasks();
    expect(pressed).toEqual(['Add to cart: Black']);
    expect(radio('Black').checked).toBe(true);
    // Once hydrated, a press is React's at once.
    act(() => button('Add to cart').click());
    expect(pressed).toEqual(['Add to cart: Black', 'Add to cart: Black']);
  } finally {
    stop();
  }
});

test('a press made while an earlier press of its part waits to be made again is kept behind it', async () => {
  serverPage(ShopArea);
  radio('Black').click();
  const { Area, arrive } = areaArrivingLater();
  handPressesToReact();
  const stop = keepPressesFromReactUntilHydrated(container);
  try {
    await act(async () => {
      hydrateRoot(container, <Page Area={Area} />, { onRecoverableError: () => {} });
    });
    await act(async () => arrive());
    // The area has hydrated; its kept colour is not chosen again yet.
    button('Add to cart').click();
    expect(pressed).toEqual([]);
    await afterTasks();
    expect(pressed).toEqual(['Add to cart: Black']);
    expect(kept().pressed).toEqual([]);
  } finally {
    stop();
  }
});

test("a press kept once its part has made its presses again (a handler stopped its click) does not hold that part's next presses", async () => {
  serverPage(ShopArea);
  handPressesToReact();
  const stop = keepPressesFromReactUntilHydrated(container);
  try {
    await act(async () => {
      hydrateRoot(container, <Page Area={ShopArea} />);
    });
    await afterTasks();
    // As the recorder keeps a click whose propagation the page's own handler stopped.
    kept().pressed.push(button('Sign in') as HTMLButtonElement);
    act(() => button('Cart').click());
    expect(button('Cart').textContent).toBe('Cart open');
  } finally {
    stop();
  }
});
