import { css } from '@emotion/react';
import { OFFLINE_MESSAGE, useOnline } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { canKeepOffline, formatBytes, updatedAgo } from '@citylens/shared/offline';
import { Link } from '@citylens/shared/router';
import { Button, theme, useServerPass } from '@citylens/shared/ui';
import { useCitySave, useSavedCities } from '../hooks/use-saved-cities';

const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]}px;
  min-height: 72px;
  margin-top: ${theme.space[5]}px;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const textCss = css`
  flex: 1 1 240px;
  margin: 0;
  color: ${theme.colors.text};
`;

const barCss = css`
  display: block;
  width: 100%;
  height: 6px;
  margin-top: ${theme.space[2]}px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${theme.colors.primary};
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
`;

/**
 * "Save for offline" on a city page: saves the city, its five sub-pages, their articles and
 * photos for reading without a connection, with its progress (files and MB, cancellable), then
 * "Saved · updated 2 h ago" and its size. Shown where the browser can keep a city.
 */
export function SaveForOffline({ cityName }: { cityName: string }) {
  const online = useOnline();
  const { data: saved } = useSavedCities();
  const { save, start, cancel } = useCitySave(cityName);
  // The server renders the control for every visitor; a browser that cannot keep a city drops it.
  const serverPass = useServerPass();
  if (!serverPass && !canKeepOffline()) return null;
  const record = saved?.find((city) => city.name === cityName);

  if (save?.state === 'saving') {
    const { done, total, bytes } = save.progress;
    const share = total > 0 ? Math.round((done / total) * 100) : 0;
    return (
      <section css={rowCss} aria-label="Offline copy">
        <div css={textCss}>
          <p role="status" css={{ margin: 0 }}>
            {save.updating ? 'Updating' : 'Saving'} {cityName} for offline… {done} of {total} ·{' '}
            {formatBytes(bytes)}
          </p>
          <span
            css={barCss}
            role="progressbar"
            aria-label={`Saving ${cityName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
          >
            <span style={{ width: `${share}%` }} />
          </span>
        </div>
        <Button variant="secondary" size="sm" onClick={cancel}>
          Cancel
        </Button>
      </section>
    );
  }

  const failed = save?.state === 'failed';
  return (
    <section css={rowCss} aria-label="Offline copy">
      <p role={failed ? 'alert' : 'status'} css={textCss}>
        {failed ? (
          save.message
        ) : record ? (
          <>
            <strong>Saved</strong> · {updatedAgo(record.updatedAt)} · {formatBytes(record.bytes)}
          </>
        ) : online ? (
          `Read ${cityName} without a connection: on the plane, in the metro, abroad.`
        ) : (
          `${OFFLINE_MESSAGE}. Save ${cityName} once you're back online.`
        )}
      </p>
      <div css={actionsCss}>
        {record && <Link to={routes.savedCities.href()}>Saved cities</Link>}
        <Button
          variant={record ? 'secondary' : 'primary'}
          size="sm"
          disabled={!online}
          onClick={() => void start(Boolean(record))}
        >
          {record ? 'Update' : failed ? 'Try again' : 'Save for offline'}
        </Button>
      </div>
    </section>
  );
}
