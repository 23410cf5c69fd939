import { BUS_GLOBAL_KEY, storageKeys, type Frame } from '../contracts';
import { TOAST_DURATION_MS, getBus, getBusInternal, resetBusForTests } from './bus';
import { twoModuleCopies } from '../testing/module-copies';

const frame = (id: number, price: number): Frame => ({
  id,
  name: `Frame ${id}`,
  price,
  frame_size: '30x40 cm',
  black_image_url: '/media/frames/black.jpg',
  brown_image_url: '/media/frames/brown.jpg',
  kind: 'picture',
});

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

describe('one bus per page', () => {
  test('kept on the versioned global key', () => {
    const bus = getBus();
    expect((globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY]).toBe(bus);
    expect(getBus()).toBe(bus);
  });

  test('two copies of the module share one instance', () => {
    const [a, b] = twoModuleCopies(() => jest.requireActual<typeof import('./bus')>('./bus'));
    expect(a).not.toBe(b);
    expect(a.getBus).not.toBe(b.getBus);
    expect(a.getBus()).toBe(b.getBus());
    // A message sent through one copy is seen through the other.
    a.getBus().sendIntent({ type: 'open-sign-in' });
    expect(b.getBus().overlay.getValue()).toEqual({ kind: 'sign-in' });
  });
});

describe('auth state', () => {
  test('signed-out without a stored token', () => {
    expect(getBus().auth.getValue()).toEqual({
      status: 'signed-out',
      user: null,
      hasTokens: false,
    });
  });

  test('loading with the stored user while a stored token is checked', () => {
    localStorage.setItem(storageKeys.accessToken, 'a');
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 1, username: 'mara', email: 'm@x.io' }),
    );
    expect(getBus().auth.getValue()).toEqual({
      status: 'loading',
      user: { id: 1, username: 'mara', email: 'm@x.io' },
      hasTokens: true,
    });
  });

  test('follows a logout in another tab', () => {
    localStorage.setItem(storageKeys.accessToken, 'a');
    const bus = getBus();
    localStorage.removeItem(storageKeys.accessToken);
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.accessToken, newValue: null }),
    );
    expect(bus.auth.getValue().status).toBe('signed-out');
  });
});

describe('intents', () => {
  test('open-* intents set the one overlay; closeOverlay clears it', () => {
    const bus = getBus();
    const seen: string[] = [];
    bus.intents$.subscribe((i) => seen.push(i.type));
    bus.sendIntent({ type: 'open-sign-in' });
    bus.sendIntent({ type: 'open-reviews', cityName: 'São Paulo' });
    expect(bus.overlay.getValue()).toEqual({ kind: 'reviews', cityName: 'São Paulo' });
    bus.sendIntent({ type: 'open-create-account' });
    expect(bus.overlay.getValue()).toEqual({ kind: 'create-account' });
    bus.sendIntent({ type: 'open-reset-password' });
    expect(bus.overlay.getValue()).toEqual({ kind: 'reset-password' });
    bus.sendIntent({ type: 'open-cart' });
    expect(bus.overlay.getValue()).toEqual({ kind: 'cart' });
    bus.closeOverlay();
    expect(bus.overlay.getValue()).toEqual({ kind: 'none' });
    expect(seen).toEqual([
      'open-sign-in',
      'open-reviews',
      'open-create-account',
      'open-reset-password',
      'open-cart',
    ]);
  });

  test('toasts append with ids, leave the overlay alone and go after 5 s', () => {
    jest.useFakeTimers();
    try {
      const bus = getBus();
      bus.sendIntent({ type: 'open-cart' });
      bus.sendIntent({ type: 'toast', message: 'Saved', tone: 'success' });
      jest.advanceTimersByTime(1000);
      bus.sendIntent({ type: 'toast', message: 'Oops', tone: 'error' });
      expect(bus.toasts.getValue()).toEqual([
        { id: 1, message: 'Saved', tone: 'success' },
        { id: 2, message: 'Oops', tone: 'error' },
      ]);
      expect(bus.overlay.getValue()).toEqual({ kind: 'cart' });
      jest.advanceTimersByTime(TOAST_DURATION_MS - 1000);
      expect(bus.toasts.getValue().map((t) => t.id)).toEqual([2]);
      bus.dismissToast(2);
      expect(bus.toasts.getValue()).toEqual([]);
      jest.advanceTimersByTime(TOAST_DURATION_MS);
      expect(bus.toasts.getValue()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

test('carries cart commands and the cart state (rules in src/cart)', () => {
  const bus = getBus();
  bus.sendCartCommand({ type: 'add', frame: frame(1, 19.99), color: 'black', quantity: 2 });
  expect(bus.cart.getValue()).toMatchObject({ count: 2, total: 39.98 });
  bus.sendCartCommand({ type: 'clear' });
  expect(bus.cart.getValue()).toEqual({ items: [], count: 0, subtotal: 0, total: 0 });
  expect(localStorage.getItem(storageKeys.cart)).toBe('[]');
});

describe('the action a sign-in was asked for', () => {
  const book = { app: 'events', kind: 'book-event', target: 7 } as const;
  const user = { id: 1, username: 'demo', email: 'demo@example.com' };
  const signIn = () => getBusInternal().setAuth({ status: 'signed-in', user, hasTokens: true });

  test('waits while signed out, is ready once signed in, and is handed over once', () => {
    const bus = getBus();
    bus.sendIntent({ type: 'open-sign-in', then: book });
    expect(bus.signInAction.getValue()).toEqual({ action: book, status: 'waiting' });
    expect(bus.takeSignInAction('events')).toBeNull();
    signIn();
    expect(bus.signInAction.getValue()).toEqual({ action: book, status: 'ready' });
    expect(bus.takeSignInAction('discovery')).toBeNull();
    expect(bus.takeSignInAction('events', (a) => a.target === 8)).toBeNull();
    expect(bus.takeSignInAction('events', (a) => a.target === 7)).toEqual(book);
    expect(bus.takeSignInAction('events')).toBeNull();
    expect(bus.signInAction.getValue()).toBeNull();
  });

  test('closing the sign-in dialogs without signing in forgets it', () => {
    const bus = getBus();
    bus.sendIntent({ type: 'open-sign-in', then: book });
    bus.closeOverlay();
    signIn();
    expect(bus.signInAction.getValue()).toBeNull();
  });

  test('switching to Create Account and back keeps it; a new Sign In from the page replaces it', () => {
    const bus = getBus();
    bus.sendIntent({ type: 'open-sign-in', then: book });
    bus.sendIntent({ type: 'open-create-account' });
    bus.sendIntent({ type: 'open-sign-in' });
    expect(bus.signInAction.getValue()?.action).toEqual(book);
    bus.sendIntent({ type: 'open-reviews', cityName: 'Paris' });
    bus.sendIntent({ type: 'open-sign-in' });
    expect(bus.signInAction.getValue()).toBeNull();
  });
});
