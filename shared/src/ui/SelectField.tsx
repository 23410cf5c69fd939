import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { FieldMessages, fieldCss } from './FieldMessages';
import { FieldFrame } from './FieldFrame';
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
  const { fieldId, hintId, errorId, controlAria } = useFieldIds({ id, hint, error, own: rest });
  return (
    <FieldFrame label={label} fieldId={fieldId} className={className}>
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
        {...controlAria}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldFrame>
  );
});
