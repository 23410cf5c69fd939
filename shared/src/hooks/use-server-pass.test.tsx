import { act, lazy, Suspense, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMountedInServerPass, useServerPass } from './use-server-pass';

/** What each component rendered, in order: its pass as it saw it. */
let renders: string[] = [];

function Banner({ name }: { name: string }) {
  const serverPass = useServerPass();
  renders.push(`${name} ${serverPass}`);
  return serverPass ? null : <p>{name}: your choice</p>;
}

function Photo({ name }: { name: string }) {
  const fromServer = useMountedInServerPass();
  renders.push(`${name} ${fromServer}`);
  return <img alt={name} loading={fromServer ? 'lazy' : undefined} />;
}

/** A remote's area: on the page, it hydrates when its code has come, after the shell's. */
function Area() {
  return (
    <section>
      <Photo name="area photo" />
      <Banner name="area banner" />
    </section>
  );
}

function Page({ Area }: { Area: ComponentType }) {
  return (
    <main>
      <Photo name="photo" />
      <Banner name="banner" />
      <Suspense fallback={<p>Loading</p>}>
        <Area />
      </Suspense>
    </main>
  );
}

const rendersOf = (name: string) => renders.filter((r) => r.startsWith(`${name} `));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  renders = [];
  document.body.innerHTML = '';
});

test('hydration meets the server’s pass, and only what shows the visitor’s own value renders again', async () => {
  const html = renderToString(<Page Area={Area} />);
  expect(html).not.toContain('your choice');
  expect(renders).toEqual(['photo true', 'banner true', 'area photo true', 'area banner true']);

  renders = [];
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let arrive = () => {};
  const LaterArea = lazy(
    () =>
      new Promise<{ default: ComponentType }>(
        (resolve) => (arrive = () => resolve({ default: Area })),
      ),
  );
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Page Area={LaterArea} />, { onRecoverableError: recoverable });
  });
  // The shell has hydrated and committed; the area's code is still on its way.
  expect(rendersOf('banner')).toEqual(['banner true', 'banner false']);
  expect(container.textContent).toContain('banner: your choice');
  await act(async () => arrive());

  expect(recoverable).not.toHaveBeenCalled();
  // Before, React's check after hydration found every reader's snapshot changed and rendered it
  // again (on a page, every card and list under it) in one blocking task.
  expect(rendersOf('photo')).toEqual(['photo true']);
  expect(rendersOf('area photo')).toEqual(['area photo true']);
  expect(rendersOf('area banner')).toEqual(['area banner true', 'area banner false']);
  expect(container.textContent).toContain('area banner: your choice');
});

test('a page the browser renders itself is past the pass from its first render', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<Page Area={Area} />);
  });
  expect(renders).toEqual(['photo false', 'banner false', 'area photo false', 'area banner false']);
  expect(container.textContent).toContain('area banner: your choice');
});
