import { css } from '@emotion/react';
import { useRef, type KeyboardEvent } from 'react';
import { mq, theme } from '@citylens/shared/ui';
import { frameTabs, type FrameTab } from '../hooks/use-frame-tab';

export const tabId = (tab: FrameTab) => `frame-tab-${tab}`;
export const FRAME_PANEL_ID = 'frame-tabpanel';

/**
 * The ARIA tabs pattern with automatic activation: Left/Right (wrapping), Home and End move
 * focus and choose the tab; only the chosen tab is in the Tab order.
 */
export function FrameTabs({
  value,
  onChange,
}: {
  value: FrameTab;
  onChange: (t: FrameTab) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = frameTabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(frameTabs[next]!.id);
  };
  return (
    <div
      role="tablist"
      aria-label="Frame types"
      css={css`
        display: flex;
        gap: ${theme.space[1]}px;
        /* Phones: the three labels spread across the row, edge to edge (they fit from 340 px);
           narrower still, the row scrolls sideways instead of wrapping a label. */
        justify-content: space-between;
        ${mq.mobile} {
          justify-content: flex-start;
        }
        overflow-x: auto;
        scrollbar-width: none;
        border-bottom: 1px solid ${theme.colors.border};
        margin-bottom: ${theme.space[5]}px;
      `}
    >
      {frameTabs.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={FRAME_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            css={css`
              /* Phones: three tabs on one line, each label unbroken and as wide as its text. */
              flex: none;
              white-space: nowrap;
              min-height: 44px;
              padding: 0;
              line-height: ${theme.lineHeights.tight};
              ${mq.mobile} {
                flex: none;
                padding: 0 ${theme.space[4]}px;
              }
              border: 0;
              border-bottom: 3px solid ${selected ? theme.colors.primary : 'transparent'};
              background: transparent;
              color: ${selected ? theme.colors.primary : theme.colors.textMuted};
              font-weight: 700;
              font-size: ${theme.fontSizes.sm};
              ${mq.mobile} {
                font-size: ${theme.fontSizes.md};
              }
              cursor: pointer;
              &:hover {
                color: ${theme.colors.primary};
              }
            `}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
