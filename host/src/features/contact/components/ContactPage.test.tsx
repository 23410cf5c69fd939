import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import ContactPage from './ContactPage';

const INVALID = 'Please fill in all required fields with valid information.';
const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";

const valid = {
  'Full Name': 'Ana Lima',
  Email: 'ana@example.com',
  Subject: 'Custom frame',
  Message: 'Could you make a 50x70 frame in brown?',
};

type User = ReturnType<typeof renderWithProviders>['user'];

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  return renderWithProviders(<ContactPage />, {
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  }).user;
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
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
    globalThis.fetch = originalFetch;
  });

  it('marks the fields in error, described by the message, and focuses the first one', async () => {
    const user = setup();
    await fill(user, { ...valid, Email: 'ana.example.com', Message: '' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const email = screen.getByLabelText('Email');
    const message = screen.getByLabelText('Message');
    for (const field of [email, message]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(INVALID);
    }
    for (const label of ['Full Name', 'Subject']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-describedby');
    }
    expect(email).toHaveFocus();

    // Fixing a field clears its mark; the other stays marked.
    await user.clear(email);
    await user.type(email, valid.Email);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('a repeated invalid submit announces again and moves focus to the first field in error', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = screen.getByRole('alert');
    const firstText = alert.firstElementChild;
    expect(firstText).toHaveTextContent(INVALID);
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await fill(user, { 'Full Name': valid['Full Name'], Email: valid.Email });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The same live region, with its text put in anew: screen readers read it again.
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.firstElementChild).toHaveTextContent(INVALID);
    expect(alert.firstElementChild).not.toBe(firstText);
    expect(screen.getByLabelText('Subject')).toHaveFocus();
  });

  it('keeps the alert region mounted and empty before any submit', () => {
    setup();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the contact facts: reply within 24 hours, custom frames, shipping', () => {
    setup();
    expect(screen.getByText('We reply within 24 hours on business days.')).toBeInTheDocument();
    expect(screen.getByText(/custom frame designs are possible/)).toBeInTheDocument();
    expect(screen.getByText(/We ship to most countries/)).toBeInTheDocument();
  });
});
