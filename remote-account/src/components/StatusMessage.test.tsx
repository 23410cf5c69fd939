import { screen } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import { StatusMessage } from './StatusMessage';

test('the status and alert regions are on the page before any message, so a message is announced', () => {
  const { rerender } = renderWithProviders(<StatusMessage message={null} />);
  const status = screen.getByRole('status');
  const alert = screen.getByRole('alert');
  expect(status).toBeEmptyDOMElement();
  expect(alert).toBeEmptyDOMElement();

  rerender(<StatusMessage message={{ tone: 'success', text: 'Profile updated successfully!' }} />);
  expect(screen.getByRole('status')).toBe(status);
  expect(status).toHaveTextContent('Profile updated successfully!');
  expect(alert).toBeEmptyDOMElement();

  rerender(<StatusMessage message={{ tone: 'error', text: 'Failed to update profile' }} />);
  expect(screen.getByRole('alert')).toBe(alert);
  expect(alert).toHaveTextContent('Failed to update profile');
  expect(status).toBeEmptyDOMElement();

  rerender(<StatusMessage message={null} />);
  expect(alert).toBeEmptyDOMElement();
});
