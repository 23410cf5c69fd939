import { useId, type ReactNode } from 'react';

/**
 * Ids that tie a field's label, hint, error (and any extra description, e.g. a counter) to its
 * control, so screen readers read them with it.
 */
export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
  extra,
}: {
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  /** The caller's own aria-describedby, kept first. */
  describedBy?: string;
  /** Suffix of one more description element, e.g. 'count' → `${fieldId}-count`. */
  extra?: string;
}) {
  const autoId = useId();
  const fieldId = id ?? `field-${autoId}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const extraId = extra ? `${fieldId}-${extra}` : undefined;
  return {
    fieldId,
    hintId,
    errorId,
    extraId,
    describedBy: [describedBy, hintId, extraId, errorId].filter(Boolean).join(' ') || undefined,
  };
}
