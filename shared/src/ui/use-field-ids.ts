import { useId, type AriaAttributes, type ReactNode } from 'react';

/**
 * Ids that tie a field's label, hint, error (and any extra description, e.g. a counter) to its
 * control, so screen readers read them with it; `controlAria` goes on the control, after the
 * caller's own props.
 */
export function useFieldIds({
  id,
  hint,
  error,
  own,
  extra,
}: {
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  /** The caller's own aria props: its aria-describedby is kept first, its aria-invalid while there is no error. */
  own?: AriaAttributes;
  /** Suffix of one more description element, e.g. 'count' → `${fieldId}-count`. */
  extra?: string;
}) {
  const autoId = useId();
  const fieldId = id ?? `field-${autoId}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const extraId = extra ? `${fieldId}-${extra}` : undefined;
  const ariaDescribedBy =
    [own?.['aria-describedby'], hintId, extraId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    fieldId,
    hintId,
    errorId,
    extraId,
    controlAria: {
      'aria-invalid': error ? true : own?.['aria-invalid'],
      'aria-describedby': ariaDescribedBy,
    } satisfies AriaAttributes,
  };
}
