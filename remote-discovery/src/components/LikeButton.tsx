import { css } from '@emotion/react';
import type { City } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { useLikeCity } from '../hooks/use-like-city';
import { HeartIcon } from './icons';

type Tone = 'light' | 'dark';

/**
 * The pill of a card's or a hero's action (like, comments, reviews): outlined on the page's
 * surface (light), or see-through over a photo (dark).
 */
export const pillButtonCss = (tone: Tone) => {
  const dark = tone === 'dark';
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]}px;
    min-height: 40px;
    padding: 0 ${theme.space[3]}px;
    border-radius: ${theme.radii.pill};
    border: 1px solid ${dark ? 'rgba(255,255,255,0.5)' : theme.colors.border};
    background: ${dark ? 'rgba(0,0,0,0.45)' : theme.colors.surface};
    color: ${dark ? '#fff' : theme.colors.text};
    font-weight: 600;
    cursor: pointer;
    &:hover:not([aria-disabled='true']) {
      border-color: ${dark ? '#fff' : theme.colors.primary};
    }
  `;
};

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** What is liked, for the accessible name ("Like Paris"). */
  subject: string;
  pending?: boolean;
  onToggle: () => void;
  tone?: Tone;
}

/**
 * A heart with its count, a toggle button: its name stays the same and aria-pressed says whether it
 * is liked (a name that flipped to "Unlike" would read "Unlike…, pressed"). Disabled while a
 * request is in flight, as aria-disabled: a disabled button would drop the focus it has.
 */
export function LikeButton({
  liked,
  count,
  subject,
  pending = false,
  onToggle,
  tone = 'light',
}: LikeButtonProps) {
  const dark = tone === 'dark';
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like ${subject}, ${count} ${count === 1 ? 'like' : 'likes'}`}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={pending ? undefined : onToggle}
      css={[
        pillButtonCss(tone),
        css`
          min-width: 40px;
          &[aria-disabled='true'] {
            cursor: progress;
            opacity: 0.65;
          }
        `,
        liked &&
          css`
            color: ${dark ? '#ffb4a2' : theme.colors.primary};
          `,
      ]}
    >
      <HeartIcon filled={liked} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}

/** A city's like button: its state and count, liked or unliked (after sign-in when signed out). */
export function LikeCityButton({
  city,
  tone,
}: {
  city: Pick<City, 'name' | 'is_liked' | 'likes_count'>;
  tone?: Tone;
}) {
  const like = useLikeCity(city);
  return (
    <LikeButton
      tone={tone}
      liked={city.is_liked}
      count={city.likes_count}
      subject={city.name}
      pending={like.isPending}
      onToggle={like.toggle}
    />
  );
}
