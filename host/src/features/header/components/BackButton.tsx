import { css } from '@emotion/react';
import { useNavigate } from '@citylens/shared/router';
import { theme } from '@citylens/shared/ui';
import { headerButtonCss } from './header-styles';
import { BackIcon } from './icons';

/** Back, on city pages: one step back in the browser's history. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate(-1)}
      css={[
        headerButtonCss,
        css`
          padding: 0 ${theme.space[3]}px;
          background: rgba(255, 255, 255, 0.12);
          color: inherit;
        `,
      ]}
    >
      <BackIcon />
      Back
    </button>
  );
}
