import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

jest.spyOn(console, 'error').mockImplementation(() => {});

beforeEach(() => mockedLoadRemote.mockReset());

function ShopPage() {
  return <h1>Frame Shop</h1>;
}

test('an unreachable remote shows its fallback, and Try again loads it without a reload', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('connection refused'));
  render(<RemoteArea remote="shop" module="FrameShopPage" />);
  expect(
    await screen.findByText('Frame shop is temporarily unavailable', {}, { timeout: 3000 }),
  ).toBeInTheDocument();

  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: ShopPage });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Frame Shop' })).toBeInTheDocument();
  expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument();
});

test('a remote page that throws while rendering stays inside its area', async () => {
  function BrokenPage(): never {
    throw new Error('boom');
  }
  mockedLoadRemote.mockResolvedValue({ default: BrokenPage });
  render(
    <>
      <header>CityLens header</header>
      <RemoteArea remote="events" module="EventsPage" />
    </>,
  );
  expect(await screen.findByText('Events is temporarily unavailable')).toBeInTheDocument();
  expect(screen.getByText('CityLens header')).toBeInTheDocument();
});
