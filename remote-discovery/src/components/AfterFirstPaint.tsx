import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only after the page's first commit, as an interruptible transition. The
 * hero (the page's LCP) commits alone, so its photo request starts sooner, and the sections
 * below render in small slices instead of one long task. The placeholder keeps their space.
 */
export function AfterFirstPaint({
  children,
  minHeight,
}: {
  children: ReactNode;
  /** Space held until the children render (CSS length). */
  minHeight: string;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : <div aria-hidden="true" style={{ minHeight }} />;
}
