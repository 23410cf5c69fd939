import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@citylens/shared/ui';
import ContactPage from './ContactPage';

const INVALID = 'Please fill in all required fields with valid information.';
const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";

const valid = {
  'Full Name': 'Ana Lima',
  Email: 'ana@example.com',
  Subject: 'Custom frame',
  Message: 'Could you make a 50x70 frame in brown?',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ThemeProvider>
      <ContactPage />
    </ThemeProvider>,
  );
  return user;
}

describe('ContactPage', () => {
  it.each(Object.keys(valid))('requires %s', async (missing) => {
    const user = setup();
    await fill(user, { ...valid, [missing]: '' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('treats a blank (spaces only) field as missing', async () => {
    const user = setup();
    await fill(user, { ...valid, Subject: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
  });

  it('requires an @ in the email', async () => {
    const user = setup();
    await fill(user, { ...valid, Email: 'ana.example.com' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
  });

  it('makes no request, and reports success after exactly 1 s', async () => {
    const fetchSpy = jest.fn();
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    const user = setup();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
    globalThis.fetch = originalFetch;
  });

  it('shows the contact facts: reply within 24 hours, custom frames, shipping', () => {
    setup();
    expect(screen.getByText('We reply within 24 hours on business days.')).toBeInTheDocument();
    expect(screen.getByText(/custom frame designs are possible/)).toBeInTheDocument();
    expect(screen.getByText(/We ship to most countries/)).toBeInTheDocument();
  });
});
