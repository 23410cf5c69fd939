import { splitResourceHints } from './page-markup';

test("only the hero photo's preload goes to <head>", () => {
  const { markup, preloads } = splitResourceHints(
    '<link rel="preload" as="image" href="/a.jpg" fetchPriority="high"/><link rel="preload" as="image" href="/b.jpg"/><main>page</main>',
  );
  expect(markup).toBe('<main>page</main>');
  expect(preloads).toBe('<link rel="preload" as="image" href="/a.jpg" fetchPriority="high"/>');
});
