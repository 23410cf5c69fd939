import { css } from '@emotion/react';
import type { SavedCity } from '@citylens/shared/contracts';
import { formatBytes } from '@citylens/shared/offline';
import { Button, theme } from '@citylens/shared/ui';
import { useCitySave } from '../hooks/use-city-save';
import { OfflineCopyRow, offlineCopyRowCss, offlineCopyTextCss } from './OfflineCopyRow';

export { startCitySave } from '../hooks/use-city-save';

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

/**
 * The offline copy row once this page has started a save: its progress (files and MB,
 * cancellable), then how it ended. Loaded on the first press of "Save for offline".
 */
export function CitySaving({
  cityName,
  record,
  online,
}: {
  cityName: string;
  record: SavedCity | undefined;
  online: boolean;
}) {
  const { save, start, cancel } = useCitySave(cityName);
  if (save?.state !== 'saving') {
    return (
      <OfflineCopyRow
        cityName={cityName}
        record={record}
        online={online}
        failure={save?.state === 'failed' ? save.message : undefined}
        onSave={(updating) => void start(updating)}
      />
    );
  }
  const { done, total, bytes } = save.progress;
  const share = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <section css={offlineCopyRowCss} aria-label="Offline copy">
      <div css={offlineCopyTextCss}>
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
