import { act, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  beginPageHydration,
  endPageHydration,
  useMountedInServerPass,
  useServerPass,
} from './use-server-pass';

/** What each component rendered, in order: its pass as it saw it. */
let renders: string[] = [];

function Banner() {
  const serverPass = useServerPass();
  renders.push(`banner ${serverPass}`);
  return serverPass ? null : <p>Cookie choice</p>;
}

function Photo() {
  const fromServer = useMountedInServerPass();
  renders.push(`photo ${fromServer}`);
  return <img alt="Paris" loading={fromServer ? 'lazy' : undefined} />;
}

/** As the host's App: the pass ends in the root's effect, after every other component's. */
function Page() {
  useEffect(endPageHydration, []);
  return (
    <main>
      <Photo />
      <Banner />
    </main>
  );
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  renders = [];
  document.body.innerHTML = '';
});

test('the server renders its pass; hydration meets it, and only what shows the visitor’s own value renders again', async () => {
  const html = renderToString(<Page />);
  expect(html).not.toContain('Cookie choice');
  expect(renders).toEqual(['photo true', 'banner true']);

  renders = [];
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = jest.fn();
  beginPageHydration();
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  // Before, React's check after hydration found every reader's snapshot changed and rendered the
  // photo (and, on a page, every card and list below it) again in one blocking task.
  expect(renders.filter((r) => r.startsWith('photo'))).toEqual(['photo true']);
  expect(renders.filter((r) => r.startsWith('banner'))).toEqual(['banner true', 'banner false']);
  expect(container.textContent).toContain('Cookie choice');
});

test('a page rendered in the browser, or a component mounted after hydration, is past the pass at once', async () => {
  endPageHydration();
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<Page />);
  });
  expect(renders).toEqual(['photo false', 'banner false']);
  expect(container.textContent).toContain('Cookie choice');
});
