import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter } from '@citylens/shared/router';
import { Breadcrumb } from './Breadcrumb';
import { Button } from './Button';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';
import { Toaster } from './Toaster';
import { getBus, TOAST_DURATION_MS, useToasts } from '@citylens/shared';
import { resetBusForTests } from '@citylens/shared/testing';

describe('UI kit', () => {
  it('Button is type=button; loading shows aria-busy and the loading text, refuses clicks and submits without being disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const form = (loading: boolean) => (
      <form onSubmit={onSubmit}>
        <label>
          Username
          <input />
        </label>
        <Button type="submit" loading={loading} loadingText="Saving..." onClick={onClick}>
          Update Profile
        </Button>
      </form>
    );
    const { rerender } = render(<Button>Update Profile</Button>);
    expect(screen.getByRole('button', { name: 'Update Profile' })).toHaveAttribute(
      'type',
      'button',
    );

    rerender(form(false));
    const button = screen.getByRole('button', { name: 'Update Profile' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(form(true));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`: in a browser the focused button would drop focus to the page.
    expect(busy).not.toBeDisabled();
    await user.click(busy);
    await user.type(screen.getByLabelText('Username'), 'amelie{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(form(false));
    await user.type(screen.getByLabelText('Username'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('Button with focusableWhenDisabled: disabled is aria-disabled, and a press does nothing', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled focusableWhenDisabled onClick={onClick}>
        Increase quantity
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Increase quantity' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('Spinner is a status with an accessible label', () => {
    render(<Spinner label="Loading events" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading events');
  });

  it('Breadcrumb is a nav labelled Breadcrumb with links and the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Reviews' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Reviews')).toHaveAttribute('aria-current', 'page');
  });

  it('ErrorState shows the message as an alert and Try Again calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(
      <ErrorState message="Failed to load cities. Please try again later." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load cities. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Toaster announces toasts in live regions; its dismiss button asks to remove one, it keeps no timer of its own', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(
      <Toaster
        toasts={[
          { id: 1, message: 'Review submitted successfully!', tone: 'success' },
          { id: 2, message: 'Session expired. Please login again.', tone: 'error' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Review submitted successfully!');
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please login again.');
    act(() => {
      screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!.click();
    });
    expect(onDismiss).toHaveBeenCalledWith(2);
    // Timing belongs to the bus alone.
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('Toaster on the bus: a toast shows for exactly TOAST_DURATION_MS, or until dismissed', async () => {
    jest.useFakeTimers();
    resetBusForTests();
    function BusToaster() {
      return <Toaster toasts={useToasts()} onDismiss={(id) => getBus().dismissToast(id)} />;
    }
    render(<BusToaster />);
    act(() =>
      getBus().sendIntent({ type: 'toast', message: 'Login successful!', tone: 'success' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Login successful!');
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Login successful!');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() =>
      getBus().sendIntent({
        type: 'toast',
        message: 'Session expired. Please login again.',
        tone: 'error',
      }),
    );
    act(() => {
      screen.getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    jest.useRealTimers();
  });
});
