import type { FormEvent } from 'react';

/**
 * Moves focus to the named field of the form being submitted, so a screen reader reads the
 * error that now describes it (the errors are tied to the fields, not live regions).
 */
export function focusField(event: FormEvent<HTMLFormElement>, name: string): void {
  const field = event.currentTarget.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
