import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendOnceForm, useSendOnceForm, type FormFieldSpec } from './form-parts';

const FIELDS: FormFieldSpec<'email' | 'password'>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', autoComplete: 'current-password', password: true },
];

function SubscribeForm({
  send,
  onSent,
}: {
  send: (values: Record<'email' | 'password', string>) => Promise<unknown>;
  onSent: () => void;
}) {
  const form = useSendOnceForm({
    initial: { email: '', password: '' },
    failureMessage: 'Subscription failed',
    validate: ({ email, password }) => ({
      email: email.includes('@') ? null : 'Please enter a valid email address',
      password: password ? null : 'Password is required',
    }),
    send,
    onSent,
  });
  return (
    <SendOnceForm
      form={form}
      fields={FIELDS}
      successMessage="Subscribed!"
      submitLabel="Subscribe"
      loadingText="Subscribing..."
    />
  );
}

describe('useSendOnceForm with SendOnceForm', () => {
  it('shows every error found and focuses the first field that has one; nothing is sent', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve());
    render(<SubscribeForm send={send} onSent={jest.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once however often it is submitted, then reports success and locks the fields', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const send = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const onSent = jest.fn();
    render(<SubscribeForm send={send} onSent={onSent} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: /Subscrib/ }));
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret-pass' });

    answer();
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed!');
    expect(onSent).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret-pass' });
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a failure shows the fallback in an alert and the form can be sent again', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn<Promise<unknown>, []>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(undefined);
    render(<SubscribeForm send={send} onSent={jest.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failed');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
