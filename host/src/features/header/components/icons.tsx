import { SvgIcon, type SvgIconProps } from '@citylens/shared/ui';

/** Inline icons of the header (decorative: their buttons carry the names), drawn in strokes. */
function StrokeIcon({ size = 22, ...props }: SvgIconProps) {
  return (
    <SvgIcon
      size={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

export function CartIcon() {
  return (
    <StrokeIcon>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1.2" />
      <circle cx="17" cy="20.5" r="1.2" />
    </StrokeIcon>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <StrokeIcon>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </StrokeIcon>
  );
}

export function BackIcon() {
  return (
    <StrokeIcon size={18}>
      <path d="M15 5l-7 7 7 7" />
    </StrokeIcon>
  );
}

export function ChevronIcon() {
  return (
    <StrokeIcon size={16}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}

/** The CityLens mark: a lens aperture over a skyline. */
export function LogoMark() {
  return (
    <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="#b4441f" />
      <circle cx="20" cy="20" r="11.5" fill="none" stroke="#fbf7f1" strokeWidth="2.5" />
      <path
        d="M12 25h3v-6h3v-4h4v7h2v-3h4v6"
        fill="none"
        stroke="#fbf7f1"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="27" cy="13" r="2" fill="#f6c26b" />
    </svg>
  );
}
