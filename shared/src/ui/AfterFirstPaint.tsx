import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useMountedInServerPass } from '@citylens/shared';

/**
 * Renders its children only after the first commit, as an interruptible transition: what is
 * above the fold (a page's hero, the site header) commits alone and paints sooner, and what is
 * below it renders in small slices instead of one long task. The placeholder keeps its space.
 * A server-rendered page has its children in the HTML already: they render at once there.
 */
export function AfterFirstPaint({
  children,
  minHeight,
}: {
  children: ReactNode;
  /** Space held until the children render (CSS length). */
  minHeight: string;
}) {
  const serverPass = useMountedInServerPass();
  const [ready, setReady] = useState(serverPass);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : <div aria-hidden="true" style={{ minHeight }} />;
}
