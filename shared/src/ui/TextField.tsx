import { css } from '@emotion/react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessages, fieldCss } from './FieldMessages';
import { theme } from './theme';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label, always tied to the input. */
  label: string;
  /** Error text; marks the field invalid and is announced through aria-describedby. */
  error?: string | null;
  /** Help text under the field, also linked with aria-describedby. */
  hint?: ReactNode;
  id?: string;
  /** Element rendered inside the field's right edge (e.g. a show/hide toggle). */
  endAdornment?: ReactNode;
}

export { fieldCss };

const { colors } = theme;

/** A labelled input; error and hint are wired with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, endAdornment, className, ...rest },
  ref,
) {
  const {
    fieldId: inputId,
    hintId,
    errorId,
    controlAria,
  } = useFieldIds({ id, hint, error, own: rest });

  return (
    <FieldFrame label={label} fieldId={inputId} className={className}>
      <div css={fieldCss.control}>
        <input
          ref={ref}
          id={inputId}
          css={[
            fieldCss.input,
            endAdornment
              ? css`
                  padding-right: 5.5rem;
                `
              : undefined,
          ]}
          {...rest}
          {...controlAria}
        />
        {endAdornment}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldFrame>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ label, ...rest }, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        label={label}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        {...rest}
        endAdornment={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            css={css`
              position: absolute;
              right: 4px;
              min-height: 36px;
              min-width: 4.75rem;
              padding: 0 ${theme.space[2]}px;
              border: 0;
              border-radius: ${theme.radii.sm};
              background: transparent;
              color: ${colors.primary};
              font-size: ${theme.fontSizes.sm};
              font-weight: 600;
              cursor: pointer;
              &:hover {
                background: ${colors.primarySoft};
              }
            `}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        }
      />
    );
  },
);
