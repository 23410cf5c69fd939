import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { HERO_WAIT_MS, useHeroSettled } from './use-hero-settled';

function Hero({ ready, src }: { ready: boolean; src?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const settled = useHeroSettled(ref, ready);
  return (
    <div ref={ref}>
      {src && <img alt="" src={src} fetchPriority="high" />}
      <p>{settled ? 'settled' : 'waiting'}</p>
    </div>
  );
}

test('settles when the hero photo loads', () => {
  const { rerender, container } = render(<Hero ready={false} />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  rerender(<Hero ready src="/media/a.jpg" />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  fireEvent.load(container.querySelector('img')!);
  expect(screen.getByText('settled')).toBeInTheDocument();
});

test('settles after the wait when the photo never arrives', () => {
  jest.useFakeTimers();
  try {
    render(<Hero ready={false} />);
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS - 1));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('settled')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a hero without a photo settles at once', () => {
  render(<Hero ready />);
  expect(screen.getByText('settled')).toBeInTheDocument();
});
