import { css } from '@emotion/react';
import { theme } from './theme';
import { POPUP_GAP, POPUP_MAX_HEIGHT } from './use-popup-place';

/** The search box's look: a pill with a primary magnifier button, and its suggestions panel. */
const { colors } = theme;
export const searchComboboxCss = {
  form: css`
    position: relative;
    width: 100%;
    max-width: 560px;
  `,
  row: css`
    display: flex;
    align-items: stretch;
    background: ${colors.surface};
    border-radius: ${theme.radii.pill};
    box-shadow: ${theme.shadows.md};
    border: 1px solid ${colors.borderStrong};
    overflow: hidden;
    &:focus-within {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
  `,
  input: css`
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0 ${theme.space[5]}px;
    border: 0;
    background: transparent;
    color: ${colors.text};
    font-size: ${theme.fontSizes.md};
    &::placeholder {
      color: ${colors.textMuted};
    }
    &:focus {
      outline: none;
    }
  `,
  submit: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 52px;
    border: 0;
    background: ${colors.primary};
    color: ${colors.textInverse};
    cursor: pointer;
    &:hover {
      background: ${colors.primaryHover};
    }
  `,
  popup: css`
    position: absolute;
    /* Over the page's content, under the header (the box scrolls under it too) and overlays. */
    z-index: ${theme.zIndices.header - 1};
    top: calc(100% + ${POPUP_GAP}px);
    left: 0;
    right: 0;
    display: flex;
    flex-direction: column;
    max-height: ${POPUP_MAX_HEIGHT}px;
    &[hidden] {
      display: none;
    }
    background: ${colors.surface};
    color: ${colors.text};
    border: 1px solid ${colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.lg};
    overflow: hidden;
    text-align: left;
  `,
  list: css`
    list-style: none;
    margin: 0;
    padding: 0;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    &:empty {
      display: none;
    }
  `,
  option: css`
    padding: ${theme.space[3]}px ${theme.space[4]}px;
    cursor: pointer;
    &[aria-selected='true'] {
      background: ${colors.primarySoft};
      box-shadow: inset 3px 0 0 ${colors.primary};
    }
  `,
  message: css`
    margin: 0;
    padding: ${theme.space[4]}px;
    color: ${colors.textMuted};
  `,
};
