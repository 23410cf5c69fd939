import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { theme } from './theme';

const boxCss = css`
  margin: 0;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border-radius: ${theme.radii.md};
  font-weight: 600;
`;

/** A form's own messages (not a field's): tinted boxes in the kit's success and danger colours. */
export const formMessageCss = {
  error: [
    boxCss,
    css`
      background: ${theme.colors.dangerSoft};
      color: ${theme.colors.danger};
    `,
  ],
  success: [
    boxCss,
    css`
      background: ${theme.colors.successSoft};
      color: ${theme.colors.success};
    `,
  ],
};

/** An error about the whole form (the server refused it), announced as it appears. */
export function FormAlert(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p role="alert" css={formMessageCss.error} {...props} />;
}
