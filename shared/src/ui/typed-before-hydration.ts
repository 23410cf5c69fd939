/**
 * Text a visitor types into a server-rendered input before the app has hydrated it. React 19
 * hydrates a controlled input without touching its text, but its state stays empty: the reset
 * form said "Password must be at least 8 characters long" under 20 typed characters, and the
 * next render of the input (any state change) wiped them. The host starts keeping the text
 * before hydrating; once the input's part of the page has hydrated, the text is typed again into
 * it, as an input event React hears (`retypeAfterHydration`), so the component's own state takes
 * it whatever the component. An input may also take its own back at mount
 * (`takeTypedBeforeHydration`); from then on React sees every keystroke itself.
 */
const serverFields = new WeakSet<Element>();
const typed = new Map<string, string>();
let listening = false;

function keep(event: Event) {
  const field = event.target as HTMLInputElement | HTMLTextAreaElement;
  if (serverFields.has(field)) typed.set(field.id, field.value);
}

/** The host, before `hydrateRoot`: what was typed so far, and what is typed until it is taken. */
export function keepTypedBeforeHydration(root: ParentNode): void {
  root
    .querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')
    .forEach((field) => {
      serverFields.add(field);
      if (field.value !== field.defaultValue) typed.set(field.id, field.value);
    });
  if (!listening) document.addEventListener('input', keep, true);
  listening = true;
}

/** An input, once mounted: the text typed into it before hydration (once), or null. */
export function takeTypedBeforeHydration(id: string): string | null {
  const field = typeof document === 'undefined' ? null : document.getElementById(id);
  if (field) serverFields.delete(field);
  const value = typed.get(id) ?? null;
  typed.delete(id);
  return value;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets `field`'s text so that React hears a change: React remembers the last value it saw through
 * the element's own `value` property, so that is set to something else first, then the text is
 * written through the prototype's setter (which React does not watch) and announced.
 */
function typeAgain(field: Field, text: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = text === '' ? ' ' : '';
  if (setValue) setValue.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The host, once the shell or an area has hydrated (`inPart` says which fields are that part's):
 * each field of it typed into before then gets its text back through React, once.
 */
export function retypeAfterHydration(inPart: (field: Element) => boolean): void {
  for (const [id, text] of [...typed]) {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (!inPart(field)) continue;
    typed.delete(id);
    serverFields.delete(field);
    if (!field.disabled && !field.readOnly) typeAgain(field, text);
  }
}
