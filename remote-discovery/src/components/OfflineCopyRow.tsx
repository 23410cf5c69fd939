import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { OFFLINE_MESSAGE } from '@citylens/shared';
import { routes, type SavedCity } from '@citylens/shared/contracts';
import { formatBytes, updatedAgo } from '@citylens/shared/offline';
import { Link } from '@citylens/shared/router';
import { Button, theme } from '@citylens/shared/ui';

export const offlineCopyRowCss = css`
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

export const offlineCopyTextCss = css`
  flex: 1 1 240px;
  margin: 0;
  color: ${theme.colors.text};
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
`;

/** The city page's offline copy row between saves: what is saved, or the offer to save. */
export function OfflineCopyRow({
  cityName,
  record,
  online,
  failure,
  starting = false,
  onSave,
}: {
  cityName: string;
  record: SavedCity | undefined;
  online: boolean;
  /** How the last save ended, when it failed. */
  failure?: string;
  /** The saving code is loading after a press. */
  starting?: boolean;
  onSave: (updating: boolean) => void;
}) {
  let text: ReactNode;
  if (failure) text = failure;
  else if (record)
    text = (
      <>
        <strong>Saved</strong> · {updatedAgo(record.updatedAt)} · {formatBytes(record.bytes)}
      </>
    );
  else if (online)
    text = `Read ${cityName} without a connection: on the plane, in the metro, abroad.`;
  else text = `${OFFLINE_MESSAGE}. Save ${cityName} once you're back online.`;
  return (
    <section css={offlineCopyRowCss} aria-label="Offline copy">
      <p role={failure ? 'alert' : 'status'} css={offlineCopyTextCss}>
        {text}
      </p>
      <div css={actionsCss}>
        {record && <Link to={routes.savedCities.href()}>Saved cities</Link>}
        <Button
          variant={record ? 'secondary' : 'primary'}
          size="sm"
          disabled={!online}
          aria-busy={starting || undefined}
          onClick={() => !starting && onSave(Boolean(record))}
        >
          {record ? 'Update' : failure ? 'Try again' : 'Save for offline'}
        </Button>
      </div>
    </section>
  );
}
