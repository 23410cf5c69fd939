import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

const { colors } = theme;

/** The look every form field shares (wrapper, label, input, hint and error text). */
export const fieldCss = {
  wrapper: css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
  `,
  label: css`
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    color: ${colors.text};
  `,
  control: css`
    position: relative;
    display: flex;
    align-items: center;
  `,
  input: css`
    width: 100%;
    min-height: 44px;
    padding: ${theme.space[2]}px ${theme.space[3]}px;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${theme.radii.sm};
    background: ${colors.surface};
    color: ${colors.text};
    &::placeholder {
      color: ${colors.textMuted};
    }
    &[aria-invalid='true'] {
      border-color: ${colors.danger};
      box-shadow: 0 0 0 1px ${colors.danger};
    }
    &:disabled {
      background: ${colors.surfaceMuted};
    }
  `,
  hint: css`
    font-size: ${theme.fontSizes.sm};
    color: ${colors.textMuted};
  `,
  error: css`
    font-size: ${theme.fontSizes.sm};
    color: ${colors.danger};
    font-weight: 600;
  `,
};

/** A field's help text, linked to its control through aria-describedby (`id`). */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} css={fieldCss.hint}>
      {children}
    </p>
  );
}

/** A field's error text, linked to its control through aria-describedby (`id`). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} css={fieldCss.error}>
      {children}
    </p>
  );
}

export interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
}

/** The hint and error under a field, the one markup every form field uses (ids from useFieldIds). */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
}
