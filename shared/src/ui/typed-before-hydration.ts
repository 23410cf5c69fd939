/**
 * Text a visitor types into a server-rendered input before the app has hydrated it. Hydration sets
 * a controlled input back to its state (empty), so a quick visitor's "pari" vanished and no
 * suggestion came. The host starts keeping it before hydrating; each input takes its own back
 * once it has mounted, and from then on React sees every keystroke itself.
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
