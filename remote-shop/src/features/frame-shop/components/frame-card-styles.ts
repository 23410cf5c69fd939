import { css } from '@emotion/react';
import type { FrameColor } from '@citylens/shared/contracts';
import { lineCss, rowCss, theme } from '@citylens/shared/ui';

const swatch: Record<FrameColor, string> = { black: '#1f1a17', brown: '#7a4a26' };

/** As tall as its row (a two-line name makes one card taller): Add to cart lines up across it. */
const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  box-shadow: ${theme.shadows.sm};
`;

/** The photo's box: the other finish lies over it until a colour is chosen. */
const photo = css`
  position: relative;
`;

const otherFinish = css`
  position: absolute;
  inset: 0;
  clip-path: polygon(60% 0, 100% 0, 100% 100%, 40% 100%);
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  flex: 1;
`;

const colorOption = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${theme.space[3]}px;
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  cursor: pointer;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const stepper = css`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  button {
    min-width: 40px;
    border: 0;
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.lg};
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  input {
    width: 3.5rem;
    min-height: 40px;
    border: 0;
    text-align: center;
    font-size: ${theme.fontSizes.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    -moz-appearance: textfield;
    &::-webkit-inner-spin-button,
    &::-webkit-outer-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
  }
`;

const swatchCss = (c: FrameColor) => css`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${swatch[c]};
  box-shadow: 0 0 0 1px ${theme.colors.borderStrong};
`;

const messageCss = (color: string) => css`
  min-height: 1.5em;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${color};
`;

/** The frame card's look. Built once at module load: a grid of cards renders without re-serialising CSS. */
export const frameCardCss = {
  card,
  photo,
  otherFinish,
  body,
  colorOption,
  stepper,
  titleRow: css`
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]}px;
    align-items: baseline;
  `,
  name: css`
    font-size: ${theme.fontSizes.lg};
  `,
  price: css`
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primary};
    white-space: nowrap;
  `,
  size: css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
  fieldset: css`
    border: 0;
    margin: 0;
    padding: 0;
  `,
  legend: css`
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    margin-bottom: ${theme.space[2]}px;
  `,
  colors: rowCss[2],
  swatch: { black: swatchCss('black'), brown: swatchCss('brown') },
  quantityRow: lineCss[3],
  label: css`
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  `,
  add: css`
    margin-top: auto;
  `,
  message: { success: messageCss(theme.colors.success), error: messageCss(theme.colors.danger) },
};
