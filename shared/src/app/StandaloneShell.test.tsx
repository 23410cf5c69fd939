import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBus, session } from '@citylens/shared';
import type { User } from '@citylens/shared/contracts';
import { resetBusForTests, setAuthStateForTests } from '@citylens/shared/testing';
import { StandaloneShell } from './StandaloneShell';

const demo: User = {
  id: 1,
  username: 'demo',
  email: 'demo@citylens.test',
  name: 'Demo Traveller',
};

function EventsPage() {
  return (
    <button type="button" onClick={() => getBus().sendIntent({ type: 'open-sign-in' })}>
      Book now
    </button>
  );
}

beforeEach(() => {
  resetBusForTests();
  window.history.pushState({}, '', '/events');
});
afterEach(() => jest.restoreAllMocks());

test("a remote's open-sign-in intent opens the standalone sign-in, which signs in on the shared session", async () => {
  const login = jest.spyOn(session, 'login').mockImplementation(async () => {
    setAuthStateForTests({ status: 'signed-in', user: demo, hasTokens: true });
    return demo;
  });
  const user = userEvent.setup();
  render(<StandaloneShell remote="events" pages={{ EventsPage }} />);

  await user.click(screen.getByRole('button', { name: 'Book now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in (standalone)' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  // The host's sign-in form: each missing field says so, and focus goes to the first.
  expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
    'Username is required',
  );
  expect(within(dialog).getByLabelText('Username')).toHaveFocus();
  expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
    'Password is required',
  );

  await user.type(within(dialog).getByLabelText('Username'), ' demo ');
  await user.type(within(dialog).getByLabelText('Password'), 'CityLens2025!');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

  expect(login).toHaveBeenCalledWith('demo', 'CityLens2025!');
  expect(await screen.findByText('Signed in as Demo Traveller')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
});

test('a failed sign-in says why and keeps the form open', async () => {
  jest.spyOn(session, 'login').mockRejectedValue(new Error('Invalid username or password.'));
  const user = userEvent.setup();
  render(<StandaloneShell remote="events" pages={{ EventsPage }} />);
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in (standalone)' });
  await user.type(within(dialog).getByLabelText('Username'), 'demo');
  await user.type(within(dialog).getByLabelText('Password'), 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    /invalid username or password/i,
  );
});
