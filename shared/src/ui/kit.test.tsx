import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter } from '@citylens/shared/router';
import { Breadcrumb } from './Breadcrumb';
import { Button } from './Button';
import { ErrorState } from './ErrorState';
import { ResponsiveImage } from './ResponsiveImage';
import { Spinner } from './Spinner';
import { Toaster } from './Toaster';

describe('UI kit', () => {
  it('Button is type=button, and loading disables it with aria-busy and the loading text', () => {
    const { rerender } = render(<Button>Update Profile</Button>);
    const button = screen.getByRole('button', { name: 'Update Profile' });
    expect(button).toHaveAttribute('type', 'button');
    rerender(
      <Button loading loadingText="Saving...">
        Update Profile
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
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

  it('ResponsiveImage is lazy and async by default; priority makes it eager and high priority', () => {
    const { rerender } = render(
      <ResponsiveImage src="/a.jpg" alt="Lisbon" width={400} height={300} />,
    );
    const img = screen.getByRole('img', { name: 'Lisbon' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '400');
    expect(img).not.toHaveAttribute('fetchpriority');
    rerender(<ResponsiveImage src="/a.jpg" alt="Lisbon" priority aspectRatio="16 / 9" />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('Toaster announces toasts in live regions and dismisses them by button and timer', async () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(
      <Toaster
        toasts={[
          { id: 1, message: 'Review submitted successfully!', tone: 'success' },
          { id: 2, message: 'Session expired. Please login again.', tone: 'error' },
        ]}
        onDismiss={onDismiss}
        autoDismissMs={5000}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Review submitted successfully!');
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please login again.');
    act(() => {
      screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!.click();
    });
    expect(onDismiss).toHaveBeenCalledWith(2);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(onDismiss).toHaveBeenCalledWith(1);
    jest.useRealTimers();
  });
});
