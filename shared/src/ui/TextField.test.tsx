import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
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
    // Its name says what it will do; no aria-pressed on top (it would read "Hide password, pressed").
    expect(toggle).not.toHaveAttribute('aria-pressed');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
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

describe('TextAreaField', () => {
  function Counted() {
    const [value, setValue] = useState('');
    return (
      <TextAreaField
        label="Your review"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={500}
        showCount
        error={value.length === 0 ? 'Review content is required' : null}
      />
    );
  }

  it('labels the textarea, counts n/max and describes it with the counter and error', async () => {
    const user = userEvent.setup();
    render(<Counted />);
    const area = screen.getByLabelText('Your review');
    expect(area).toHaveAttribute('maxlength', '500');
    expect(area).toHaveAccessibleDescription('0/500 Review content is required');
    await user.type(area, 'Lovely');
    expect(screen.getByText('6/500')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('6/500');
    expect(area).not.toHaveAttribute('aria-invalid');
  });
});

describe('SelectField', () => {
  it('labels the select, offers the placeholder and options, and shows the error', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <SelectField
        label="City"
        placeholder="Select a city"
        options={[
          { value: '1', label: 'Lisbon' },
          { value: '2', label: 'Kyoto' },
        ]}
        error="Please select a city"
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('City');
    expect(select).toHaveAccessibleDescription('Please select a city');
    expect(screen.getByRole('option', { name: 'Select a city' })).toHaveValue('');
    await user.selectOptions(select, 'Kyoto');
    expect(select).toHaveValue('2');
    expect(onChange).toHaveBeenCalled();
  });
});
