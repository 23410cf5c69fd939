import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { NavLink, Route, Routes } from '@citylens/shared/router';
import { theme } from '@citylens/shared/ui';
import { remotes, routes, type RemoteName, type RouteDef } from '@citylens/shared/contracts';
import { AppProviders } from './AppProviders';
import { BusToaster } from './BusToaster';
import { StandaloneAccount, StandaloneSignIn } from './StandaloneSignIn';

export interface StandaloneShellProps {
  remote: RemoteName;
  /** The remote's exposed page components by module name. */
  pages: Record<string, React.ComponentType>;
  /** Extra elements the host would normally render (e.g. the remote's own overlays). */
  children?: ReactNode;
  /** Controls for the dev shell's header, standing in for the host's (e.g. a cart button). */
  headerActions?: ReactNode;
}

/**
 * A remote running alone on its own port: the same providers and bus as in the host, a minimal
 * nav, and a small sign-in on the shared session (the `open-sign-in` intent opens it), so
 * signed-in flows can be developed with no host running.
 */
export function StandaloneShell({ remote, pages, children, headerActions }: StandaloneShellProps) {
  const own = Object.entries(routes).filter(
    ([, r]) => r.owner.kind === 'remote' && r.owner.remote === remote,
  ) as [string, RouteDef<string[]>][];
  return (
    <AppProviders>
      <header
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 1rem;
          align-items: center;
          padding: 0.75rem 1.25rem;
          background: ${theme.colors.primary};
          color: #fff;
          a {
            color: inherit;
          }
        `}
      >
        <strong>CityLens · {remotes[remote].title} (standalone)</strong>
        <nav aria-label="Standalone pages">
          {own
            .filter(([, r]) => !r.path.includes(':'))
            .map(([name, r]) => (
              <NavLink
                key={name}
                to={r.path}
                css={css`
                  margin-right: 1rem;
                `}
              >
                {r.title.replace(' — CityLens', '').replace('CityLens — ', '')}
              </NavLink>
            ))}
        </nav>
        {headerActions}
        <StandaloneAccount />
      </header>
      <main id="main">
        <Routes>
          {own.map(([name, r]) => {
            const Page = r.owner.kind === 'remote' ? pages[r.owner.module] : undefined;
            return Page ? <Route key={name} path={r.path} element={<Page />} /> : null;
          })}
        </Routes>
      </main>
      {children}
      <StandaloneSignIn />
      <BusToaster />
    </AppProviders>
  );
}
