import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@citylens/shared/testing';
import { SearchCombobox } from './SearchCombobox';

const cities = ['Paris', 'Parma', 'Porto', 'Kyoto'];

function Harness({
  onSelect,
  onTerm,
}: {
  onSelect: (c: string) => void;
  onTerm?: (t: string | null) => void;
}) {
  const [term, setTerm] = useState<string | null>(null);
  const results =
    term === null ? undefined : cities.filter((c) => c.toLowerCase().includes(term.toLowerCase()));
  return (
    <>
      <SearchCombobox<string>
        label="Search cities"
        placeholder="Search Cities"
        onTermChange={(t) => {
          onTerm?.(t);
          setTerm(t);
        }}
        results={results}
        emptyMessage={<p>No cities found</p>}
        getKey={(c) => c}
        getLabel={(c) => c}
        onSelect={onSelect}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const onSelect = jest.fn();
  const onTerm = jest.fn();
  const view = renderWithProviders(<Harness onSelect={onSelect} onTerm={onTerm} />, {
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return {
    ...view,
    onSelect,
    onTerm,
    input: screen.getByRole('combobox', { name: 'Search cities' }),
  };
}

const settle = () => act(() => jest.advanceTimersByTime(300));

test('searches 300 ms after typing stops, with the trimmed term of at least 2 non-space characters', async () => {
  const { user, input, onTerm } = setup();
  await user.type(input, ' p');
  await settle();
  expect(onTerm).toHaveBeenLastCalledWith(null);
  expect(input).toHaveAttribute('aria-expanded', 'false');

  await user.type(input, 'a ');
  act(() => jest.advanceTimersByTime(299));
  expect(onTerm).not.toHaveBeenCalledWith('pa');
  act(() => jest.advanceTimersByTime(1));
  expect(onTerm).toHaveBeenLastCalledWith('pa');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Paris', 'Parma']);
});

test('Up and Down wrap around; Enter picks the highlighted suggestion', async () => {
  const { user, input, onSelect } = setup();
  await user.type(input, 'par');
  await settle();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Paris' })).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('option', { name: 'Paris' }).id,
  );
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Paris' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: 'Parma' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith('Parma');
  expect(input).toHaveValue('Parma');
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('Enter without a highlight, and submitting the form, pick the first suggestion', async () => {
  const { user, input, onSelect } = setup();
  await user.type(input, 'par');
  await settle();
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenLastCalledWith('Paris');

  await user.clear(input);
  await user.type(input, 'rto');
  await settle();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSelect).toHaveBeenLastCalledWith('Porto');
});

test('Escape and a click outside close the suggestions', async () => {
  const { user, input } = setup();
  await user.type(input, 'par');
  await settle();
  expect(screen.getByRole('listbox')).toBeVisible();
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');

  await user.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('an empty result shows the empty message', async () => {
  const { user, input } = setup();
  await user.type(input, 'zz');
  await settle();
  expect(screen.getByText('No cities found')).toBeVisible();
  expect(screen.queryAllByRole('option')).toHaveLength(0);
});

test('a chosen suggestion stays chosen: its own search does not pop the list open again', async () => {
  const { user, input, onSelect, onTerm } = setup();
  await user.type(input, 'par');
  await settle();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onSelect).toHaveBeenCalledWith('Paris');
  await settle();
  expect(onTerm).toHaveBeenLastCalledWith('Paris');
  expect(input).toHaveAttribute('aria-expanded', 'false');

  // Asking again (a click on the input) or typing shows suggestions as before.
  await user.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  await user.type(input, '{Backspace}{Backspace}');
  await settle();
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Paris', 'Parma']);
});

test('Enter right after typing over a search takes the new term’s first result, never the old one', async () => {
  const { user, input, onSelect } = setup();
  await user.type(input, 'par');
  await settle();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Paris', 'Parma']);
  await user.clear(input);
  await user.type(input, 'kyo{Enter}');
  // The Paris results still on screen are not the answer to "kyo".
  expect(onSelect).not.toHaveBeenCalled();
  await settle();
  expect(onSelect).toHaveBeenCalledWith('Kyoto');
  expect(input).toHaveValue('Kyoto');

  // The same for the search button, and a new keystroke cancels the waiting pick.
  await user.clear(input);
  await user.type(input, 'por');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.type(input, 'z');
  await settle();
  expect(onSelect).toHaveBeenCalledTimes(1);
});

test('announces the count of suggestions in words that agree with it', async () => {
  const { user, input } = setup();
  await user.type(input, 'kyo');
  await settle();
  expect(screen.getByRole('status')).toHaveTextContent(/^1 suggestion$/);
  await user.clear(input);
  await user.type(input, 'par');
  await settle();
  expect(screen.getByRole('status')).toHaveTextContent(/^2 suggestions$/);
});

test('the suggestions live outside the form, so no ancestor can clip them; choosing one still works', async () => {
  const { user, input, onSelect } = setup();
  await user.type(input, 'par');
  await settle();
  const list = screen.getByRole('listbox');
  expect(input.closest('form')).not.toContainElement(list);
  await user.click(screen.getByRole('option', { name: 'Parma' }));
  expect(onSelect).toHaveBeenCalledWith('Parma');
});
