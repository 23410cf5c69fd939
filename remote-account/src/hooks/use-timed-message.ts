import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A status line that clears itself: success texts leave after the spec's delay (spec §9),
 * errors stay until replaced.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback((next: TimedMessage, clearAfterMs?: number) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (clearAfterMs !== undefined)
      timer.current = setTimeout(() => setMessage(null), clearAfterMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
