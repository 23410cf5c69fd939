import { css } from '@emotion/react';
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, fieldCss } from './FieldMessages';
import { theme } from './theme';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './use-field-ids';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  /** Shows an "n/max" counter (announced with the field) and caps input at `maxLength`. */
  showCount?: boolean;
}

/** A labelled textarea; error, hint and the optional n/max counter are tied with aria-describedby. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, error, hint, id, showCount = false, className, value, maxLength, rows = 4, ...rest },
    ref,
  ) {
    const counting = showCount && maxLength !== undefined;
    const {
      fieldId,
      hintId,
      errorId,
      extraId: countId,
      controlAria,
    } = useFieldIds({
      id,
      hint,
      error,
      own: rest,
      extra: counting ? 'count' : undefined,
    });
    const length = typeof value === 'string' ? value.length : 0;

    return (
      <FieldFrame label={label} fieldId={fieldId} className={className}>
        <textarea
          ref={ref}
          id={fieldId}
          rows={rows}
          value={value}
          maxLength={maxLength}
          css={[
            fieldCss.input,
            css`
              resize: vertical;
              min-height: 6rem;
            `,
          ]}
          {...rest}
          {...controlAria}
        />
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            gap: ${theme.space[3]}px;
          `}
        >
          {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : <span />}
          {counting && (
            <p
              id={countId}
              css={[
                fieldCss.hint,
                css`
                  flex: none;
                  font-variant-numeric: tabular-nums;
                `,
              ]}
            >
              {length}/{maxLength}
            </p>
          )}
        </div>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </FieldFrame>
    );
  },
);
