import { css } from '@emotion/react';
import { mq, theme } from '@citylens/shared/ui';

const details = [
  {
    name: 'Necessary',
    text: 'Keep you signed in, remember your cart and this choice. Always on.',
  },
  { name: 'Analytics', text: 'Help us see which cities and pages visitors enjoy most.' },
  { name: 'Marketing', text: 'Let us show you relevant frame offers on other sites.' },
  { name: 'Preferences', text: 'Remember settings such as your last searched city.' },
];

/** The banner's Show Details: what each kind of cookie is for, in a word. */
export function CookieDetailsList({ id }: { id: string }) {
  return (
    <ul
      id={id}
      css={css`
        display: grid;
        gap: ${theme.space[2]}px;
        margin-top: ${theme.space[3]}px;
        padding: 0;
        list-style: none;
        ${mq.tablet} {
          grid-template-columns: repeat(2, 1fr);
        }
      `}
    >
      {details.map((item) => (
        <li
          key={item.name}
          css={css`
            padding: ${theme.space[3]}px;
            border-radius: ${theme.radii.sm};
            background: ${theme.colors.surfaceMuted};
          `}
        >
          <strong>{item.name}</strong> — {item.text}
        </li>
      ))}
    </ul>
  );
}
