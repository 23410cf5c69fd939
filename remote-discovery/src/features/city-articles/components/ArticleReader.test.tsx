import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Article } from '@citylens/shared';
import { renderWithProviders } from '@citylens/shared/testing';
import { article } from '../../../testing/fixtures';
import { ArticleReader } from './ArticleReader';

// A link early in the body: the modal's default focus (first tabbable) would land on it.
const articles = [1, 2, 3].map((id) =>
  article(id, {
    content: `Intro with [a link](/city/Paris) in article ${id}.\n\n## A heading\n\nMore text.`,
  }),
);

function Harness({ start = 0, list = articles }: { start?: number; list?: Article[] }) {
  const [index, setIndex] = useState(start);
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <ArticleReader
      articles={list}
      index={index}
      onShow={(shown) => setIndex(list.indexOf(shown))}
      onClose={() => setOpen(false)}
    />
  );
}

/** The body's markdown arrives a moment after the dialog (it is loaded on first open). */
const bodyLoaded = (dialog: HTMLElement) =>
  within(dialog).findByRole('heading', { name: 'A heading' });

test('the reader opens with focus on the article’s title, not on a link or button further down', async () => {
  renderWithProviders(<Harness start={2} />);
  const dialog = screen.getByRole('dialog', { name: 'Article 3' });
  const title = within(dialog).getByRole('heading', { level: 2, name: 'Article 3' });
  expect(title).toHaveFocus();
  expect(title).toHaveAttribute('tabindex', '-1');
  // Still there once the body, with its link, has arrived.
  await bodyLoaded(dialog);
  expect(title).toHaveFocus();
});

test('one article: focus still starts on its title, not on Close at the end', async () => {
  renderWithProviders(<Harness list={[articles[0]!]} />);
  const dialog = screen.getByRole('dialog', { name: 'Article 1' });
  expect(within(dialog).getByRole('heading', { level: 2, name: 'Article 1' })).toHaveFocus();
  await bodyLoaded(dialog);
});

test('Next and Previous move focus to the new article’s title and scroll the dialog to the top', async () => {
  const { user } = renderWithProviders(<Harness />);
  let dialog = screen.getByRole('dialog', { name: 'Article 1' });
  await bodyLoaded(dialog);
  dialog.scrollTop = 900; // read to the end, where Next is
  await user.click(within(dialog).getByRole('button', { name: /Next/ }));
  dialog = screen.getByRole('dialog', { name: 'Article 2' });
  expect(within(dialog).getByRole('heading', { level: 2, name: 'Article 2' })).toHaveFocus();
  expect(dialog.scrollTop).toBe(0);

  dialog.scrollTop = 900;
  await user.click(within(dialog).getByRole('button', { name: /Previous/ }));
  dialog = screen.getByRole('dialog', { name: 'Article 1' });
  expect(within(dialog).getByRole('heading', { level: 2, name: 'Article 1' })).toHaveFocus();
  expect(dialog.scrollTop).toBe(0);
});

test('the counter and the close button share one bar that stays at the reader’s top, on one line', () => {
  renderWithProviders(<Harness start={1} />);
  const dialog = screen.getByRole('dialog', { name: 'Article 2' });
  const close = within(dialog).getByRole('button', { name: 'Close article' });
  const bar = close.closest<HTMLElement>('[data-modal-toolbar]')!;
  expect(bar).toHaveTextContent('2 of 3');
  expect(window.getComputedStyle(bar).position).toBe('sticky');
  expect(window.getComputedStyle(within(bar).getByText('2 of 3')).whiteSpace).toBe('nowrap');
  // Said once: no second counter between Previous and Next.
  expect(within(dialog).getAllByText('2 of 3')).toHaveLength(1);
});
