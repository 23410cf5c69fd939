import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, session } from '@citylens/shared';
import { StandaloneShell, type StandaloneShellProps } from './StandaloneShell';

/** A remote's own entry when it runs alone: config, session, then its pages in the dev shell. */
export async function startStandalone(props: StandaloneShellProps): Promise<void> {
  await loadRuntimeConfig();
  void session.init();
  const root = document.getElementById('root');
  if (!root) throw new Error('page has no #root element');
  createRoot(root).render(<StandaloneShell {...props} />);
}
