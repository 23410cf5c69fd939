import { keepTypedBeforeHydration, takeTypedBeforeHydration } from './typed-before-hydration';

const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

test('text typed into the server’s inputs before hydration is kept until its input takes it, once', () => {
  document.body.innerHTML =
    '<div id="root"><input id="search" value=""><input id="other" value="kept as served"></div>';
  const search = document.getElementById('search') as HTMLInputElement;
  type(search, 'pa');
  keepTypedBeforeHydration(document.getElementById('root')!);
  type(search, 'pari');

  expect(takeTypedBeforeHydration('search')).toBe('pari');
  expect(takeTypedBeforeHydration('search')).toBeNull();
  // Nothing was typed into the other one.
  expect(takeTypedBeforeHydration('other')).toBeNull();

  // Once taken, React sees the keystrokes: nothing more is kept for that input, nor for an input
  // the browser renders later under the same id.
  type(search, 'paris');
  expect(takeTypedBeforeHydration('search')).toBeNull();
  document.body.innerHTML = '<input id="search">';
  type(document.getElementById('search') as HTMLInputElement, 'rome');
  expect(takeTypedBeforeHydration('search')).toBeNull();
});
