import { render, screen } from '@testing-library/react';
import { ArticleMarkdown } from './ArticleMarkdown';

test('simple markdown becomes headings, emphasis, quotes and links', () => {
  const { container } = render(
    <ArticleMarkdown
      content={
        'Intro with **bold** and *soft* words.\n\n## Morning\n\n> **Tip:** go early.\n\n[Map](/city/Paris)'
      }
    />,
  );
  expect(screen.getByRole('heading', { name: 'Morning' }).tagName).toBe('H3');
  expect(container.querySelector('strong')).toHaveTextContent('bold');
  expect(container.querySelector('em')).toHaveTextContent('soft');
  expect(container.querySelector('blockquote')).toHaveTextContent('Tip: go early.');
  expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/city/Paris');
});

test('payloads stay inert: no script, no event handlers, no javascript: links', () => {
  const { container } = render(
    <ArticleMarkdown
      content={[
        '<script>window.__pwned = true</script>',
        '',
        '<img src="x" onerror="window.__pwned = true">',
        '',
        '<a href="javascript:alert(1)">raw link</a>',
        '',
        '[click me](javascript:alert(1))',
        '',
        '[encoded](JaVaScRiPt&#58;alert(1))',
        '',
        '![pixel](https://tracker.example/p.gif)',
      ].join('\n')}
    />,
  );
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  for (const link of Array.from(container.querySelectorAll('a'))) {
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  }
  // Raw HTML is shown as text, never executed.
  expect(container).toHaveTextContent('<script>window.__pwned = true</script>');
  expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
});

test('photos from the site itself are shown', () => {
  const { container } = render(
    <ArticleMarkdown content="![Quays](http://localhost:8000/media/seed/articles/paris-1.jpg)" />,
  );
  expect(container.querySelector('img')).toHaveAttribute('alt', 'Quays');
});
