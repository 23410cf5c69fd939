import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { FieldMessages, fieldCss } from './FieldMessages';
import { useFieldIds } from './use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: SelectOption[];
  /** A first, empty option such as "Select a city". */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

/** A labelled native select (keyboard and screen-reader behaviour for free). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, className, ...rest },
  ref,
) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds({
    id,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });
  return (
    <div css={fieldCss.wrapper} className={className}>
      <label htmlFor={fieldId} css={fieldCss.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={fieldId}
        css={[
          fieldCss.input,
          css`
            cursor: pointer;
          `,
        ]}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
