import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, TextField } from './TextField';

describe('TextField', () => {
  it('associates the label and describes the field with hint and error', () => {
    render(<TextField label="Email" hint="We never share it." error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Email is required');
  });

  it('is valid and undescribed without an error', () => {
    render(<TextField label="Username" />);
    const input = screen.getByLabelText('Username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('forwards value and change events', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="Subject" onChange={onChange} />);
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Subject')).toHaveValue('Hi');
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and names the toggle by its action', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" error="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Password is required');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not submit the surrounding form when toggled', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Confirm Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
