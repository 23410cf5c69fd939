import { act, render, renderHook, screen } from '@testing-library/react';
import type { Frame } from '../contracts';
import { getBus, resetBusForTests } from '../bus/bus';
import { useAuth, useCart, useDebouncedValue, useOverlay, useToasts } from './bus-hooks';

const frame: Frame = {
  id: 1,
  name: 'Oak',
  price: 12.5,
  frame_size: '30x40 cm',
  black_image_url: '',
  brown_image_url: '',
  kind: 'picture',
};

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

function CartBadge() {
  const { count } = useCart();
  return <span>Cart {count}</span>;
}

test('components re-render when the bus changes', () => {
  render(<CartBadge />);
  expect(screen.getByText('Cart 0')).toBeInTheDocument();
  act(() => getBus().sendCartCommand({ type: 'add', frame, color: 'black', quantity: 3 }));
  expect(screen.getByText('Cart 3')).toBeInTheDocument();
});

test('auth, overlay and toasts hooks read the current values', () => {
  const { result } = renderHook(() => ({
    auth: useAuth(),
    overlay: useOverlay(),
    toasts: useToasts(),
  }));
  expect(result.current.auth.status).toBe('signed-out');
  act(() => getBus().sendIntent({ type: 'open-reviews', cityName: 'Lisbon' }));
  expect(result.current.overlay).toEqual({ kind: 'reviews', cityName: 'Lisbon' });
  act(() => getBus().sendIntent({ type: 'toast', message: 'Hi', tone: 'info' }));
  expect(result.current.toasts).toEqual([{ id: 1, message: 'Hi', tone: 'info' }]);
});

test('useDebouncedValue settles after the delay', () => {
  jest.useFakeTimers();
  try {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'p' },
    });
    rerender({ v: 'pa' });
    rerender({ v: 'par' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('p');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('par');
  } finally {
    jest.useRealTimers();
  }
});

test('hydrating the server’s anonymous HTML: the same first render, then the visitor’s cart, changes kept', async () => {
  getBus().sendCartCommand({ type: 'add', frame, color: 'black', quantity: 2 });
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const html = renderToString(<CartBadge />);
  expect(html).toContain('Cart <!-- -->0');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <CartBadge />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe('Cart 2');
  // The stream still drives it after the pass.
  act(() => getBus().sendCartCommand({ type: 'add', frame, color: 'brown', quantity: 1 }));
  expect(container.textContent).toBe('Cart 3');
  container.remove();
});

test('hydrating a stream without a server value: one render, none after the pass, and it still follows the stream', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  let renders = 0;
  function ToastCount() {
    renders += 1;
    return <span>Toasts {useToasts().length}</span>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ToastCount />);
  document.body.append(container);
  renders = 0;
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <ToastCount />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(renders).toBe(1);
  act(() => getBus().sendIntent({ type: 'toast', message: 'Saved', tone: 'info' }));
  expect(container.textContent).toBe('Toasts 1');
  container.remove();
});
