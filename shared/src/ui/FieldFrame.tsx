import type { ReactNode } from 'react';
import { fieldCss } from './FieldMessages';

export interface FieldFrameProps {
  label: string;
  /** The control's id, which the label points at. */
  fieldId: string;
  className?: string;
  /** The control, then its messages. */
  children: ReactNode;
}

/** What every kit field is drawn in: the wrapper and the visible label tied to the control. */
export function FieldFrame({ label, fieldId, className, children }: FieldFrameProps) {
  return (
    <div css={fieldCss.wrapper} className={className}>
      <label htmlFor={fieldId} css={fieldCss.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
