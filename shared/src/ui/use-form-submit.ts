import { useRef, useState } from 'react';
import { toFriendlyMessage } from '@citylens/shared';

/**
 * What a form that sends once tracks by hand: in flight, done, and the failure in the visitor's
 * words. `run` ignores a second submit while one is in flight or after success.
 */
export function useFormSubmit(fallbackMessage: string) {
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref as well as state: two submits in one frame both see the state of the last render.
  const busy = useRef(false);

  /** Sends; resolves true when `send` succeeded. */
  const run = async (send: () => Promise<unknown>): Promise<boolean> => {
    if (busy.current || succeeded) return false;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    try {
      await send();
      setSucceeded(true);
      return true;
    } catch (err) {
      setError(toFriendlyMessage(err, fallbackMessage));
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submitting, succeeded, error, setError, run };
}
