import { SvgIcon } from '@citylens/shared/ui';

/** Discovery's small inline icons: outlines in the text's colour, in the kit's SvgIcon frame. */
const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
} as const;

export function HeartIcon({ filled = false, size = 20 }: { filled?: boolean; size?: number }) {
  return (
    <SvgIcon size={size} {...outline}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </SvgIcon>
  );
}

export function CommentIcon({ size = 20 }: { size?: number }) {
  return (
    <SvgIcon size={size} {...outline}>
      <path d="M4 5h16v11H9l-5 4z" />
    </SvgIcon>
  );
}

/** ‹ or ›: previous and next in the viewers and the reader. */
export function ChevronIcon({
  direction,
  size = 24,
}: {
  direction: 'left' | 'right';
  size?: number;
}) {
  return (
    <SvgIcon size={size} {...outline} strokeWidth={2.4} strokeLinecap="round">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </SvgIcon>
  );
}

export function PlayIcon({ size = 28 }: { size?: number }) {
  return (
    <SvgIcon size={size} fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </SvgIcon>
  );
}

export function PlateIcon({ size = 48 }: { size?: number }) {
  return (
    <SvgIcon size={size} fill="none" stroke="currentColor" strokeWidth={1.4}>
      <circle cx="12" cy="12" r="8" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M2 4v6M4 4v16M2 10h4V4M21 4c-1.5 1-2 3-2 6h2v10" />
    </SvgIcon>
  );
}
