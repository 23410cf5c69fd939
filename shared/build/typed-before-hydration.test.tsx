import {
  act,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type RefObject,
} from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  type PressesBeforeHydration,
} from '../src/contracts/server-render';
import {
  handPressesToReact,
  HYDRATION_PART_ATTRIBUTE,
  pressAgainAfterHydration,
  waitForVisitorState,
} from '../src/ui/pressed-before-hydration';
import { replaying } from '../src/ui/presses-kept-from-react';
import { keepTypedBeforeHydration } from '../src/ui/typed-before-hydration';
import { useServerPass } from '../src/hooks/use-server-pass';
import { PRESS_RECORDER } from './serve';

/**
 * The page's inline recorder and the host's calls, on server HTML hydrated by React: text typed
 * and a form sent before hydration reach the component's own state, once; a press waits for the
 * visitor's own state.
 */
const kept = () =>
  (window as unknown as Record<string, PressesBeforeHydration>)[PRESSES_BEFORE_HYDRATION_GLOBAL]!;
const sent: string[] = [];

/** A form like the reset form: controlled fields, checked on submit. */
function ResetForm() {
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(password.length < 8 ? 'too short' : `${password} / ${note}`);
  };
  return (
    <form onSubmit={submit} noValidate>
      <input id="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <textarea id="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <p>{password.length} characters</p>
      <button type="submit">Reset Password</button>
    </form>
  );
}

function Page() {
  const serverPass = useServerPass();
  // The server renders the anonymous visitor; the browser knows who it is after hydration.
  const signedIn = !serverPass && visitorSignedIn;
  const book = (
    <button type="button" onClick={() => sent.push(signedIn ? 'booked' : 'asked to sign in')}>
      Book Event
    </button>
  );
  // As a dialog does, moved into a portal after the server's pass: new elements for the same button.
  return (
    <main>
      <ResetForm />
      {serverPass ? <div>{book}</div> : <section>{book}</section>}
      <Hydrated />
    </main>
  );
}
let visitorSignedIn = false;

function Hydrated() {
  const [hydrated] = useState(() => ({ done: false }));
  if (!hydrated.done && typeof window !== 'undefined') {
    hydrated.done = true;
    queueMicrotask(() => pressAgainAfterHydration(null));
  }
  return null;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
/** As the browser does when a visitor types: not through the property React watches. */
const type = (id: string, text: string) => {
  const prototype = Object.getPrototypeOf(field(id)) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field(id), text);
  field(id).dispatchEvent(new Event('input', { bubbles: true }));
};
const afterTasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

let container: HTMLDivElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  new Function(PRESS_RECORDER)();
});
beforeEach(() => {
  sent.length = 0;
  kept().pressed = [];
  kept().reactListening = false;
  visitorSignedIn = false;
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
});
afterEach(async () => {
  // A replay ends with one more look for presses kept meanwhile: let this test's end here, or on
  // a busy machine it would take the next test's press as its own (and press it unwaited).
  await waitFor(() => expect(replaying.size).toBe(0), { timeout: 10_000 });
  container.remove();
});

async function hydrate() {
  keepTypedBeforeHydration(container);
  handPressesToReact();
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  await afterTasks();
}

test('text typed and a form sent before hydration reach the form’s state: sent once, with the text', async () => {
  type('password', 'twenty-characters-ok');
  type('note', 'first line');
  const form = container.querySelector('form')!;
  // Sent three times by an impatient visitor; the browser does not leave the page meanwhile.
  for (let i = 0; i < 3; i += 1) {
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  }
  expect(kept().pressed).toEqual([form]);
  await hydrate();
  expect(sent).toEqual(['twenty-characters-ok / first line']);
  expect(field('password').value).toBe('twenty-characters-ok');
  expect(container.textContent).toContain('20 characters');
  // Typing on goes on from there.
  act(() => type('password', 'twenty-characters-ok!'));
  expect(container.textContent).toContain('21 characters');
});

test('a press before hydration waits for the visitor’s own state, and finds its button re-rendered since', async () => {
  let sessionIn!: () => void;
  const session = new Promise<void>((resolve) => (sessionIn = resolve));
  waitForVisitorState(() => session);
  visitorSignedIn = true;
  [...container.querySelectorAll('button')].find((b) => b.textContent === 'Book Event')!.click();
  await hydrate();
  expect(sent).toEqual([]);
  await act(async () => sessionIn());
  await afterTasks();
  expect(sent).toEqual(['booked']);
});

/** A part of the page that hydrates after the shell (a host page loaded on demand, as /contact). */
function LaterPart({ Form }: { Form: ComponentType }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <main>
      <Hydrated />
      <div ref={part} {...{ [HYDRATION_PART_ATTRIBUTE]: 'contact' }}>
        <Suspense fallback={<p>Loading page</p>}>
          <PartHydrated part={part} />
          <Form />
        </Suspense>
      </div>
    </main>
  );
}

function PartHydrated({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (part.current) pressAgainAfterHydration(part.current);
  }, [part]);
  return null;
}

test('a form in a part that hydrates after the shell is sent once that part has its text, not with the shell', async () => {
  container.innerHTML = renderToString(<LaterPart Form={ResetForm} />);
  type('password', 'twenty-characters-ok');
  type('note', 'sent before the page had loaded');
  container.querySelector('form')!.requestSubmit();
  expect(kept().pressed).toEqual([container.querySelector('form')]);
  let arrive!: () => void;
  const chunk = new Promise<{ default: ComponentType }>(
    (resolve) => (arrive = () => resolve({ default: ResetForm })),
  );
  const LazyForm = lazy(() => chunk);
  keepTypedBeforeHydration(container);
  handPressesToReact();
  await act(async () => {
    hydrateRoot(container, <LaterPart Form={LazyForm} />);
  });
  await afterTasks();
  // The shell has hydrated; the form's part still waits for its code: nothing is sent yet.
  expect(sent).toEqual([]);
  expect(kept().pressed).toEqual([container.querySelector('form')]);
  await act(async () => arrive());
  await afterTasks();
  expect(sent).toEqual(['twenty-characters-ok / sent before the page had loaded']);
  expect(container.textContent).toContain('20 characters');
});
