import { css, keyframes } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './focus-trap';
import { mq, theme } from './theme';
import { lockScroll, unlockScroll } from './scroll-lock';
import { useServerPass } from '@citylens/shared';
import { NoScriptForm } from './NoScriptForm';
import { useModalFocus } from './use-modal-focus';
import { CloseIcon } from './icons';
import { spreadLineCss, spreadTopLineCss } from './layout';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the dialog; it labels the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Optional line under the title, used as the dialog's description. */
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus first; defaults to the first field or button in the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The title heading, made focusable (tabIndex -1) when given: a reader can start on its title,
   * or go back to it when its content changes.
   */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /**
   * The page without the dialog (a deep link's dialog: the URL without its parameter). Given, the
   * close button follows it when the page is read without script, so a server-rendered dialog
   * never traps the visitor.
   */
  closeHref?: string;
  /**
   * A short line (a reader's "2 of 3") kept with the close button in a bar that stays at the
   * dialog's top while its content scrolls, on one line: on a phone a long dialog otherwise
   * scrolled its close button out of view.
   */
  toolbar?: ReactNode;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const widths = { sm: '420px', md: '520px', lg: '760px' } as const;

/**
 * The toolbar's bar: sticks to the top of the dialog's scrolling area, drawn edge to edge over
 * the dialog's padding so the content scrolls out of sight beneath it. A sticky box stops at the
 * padding's inner edge: `top` takes the padding back, or text would show above the bar.
 */
const toolbarCss = css`
  position: sticky;
  top: -${theme.space[6]}px;
  z-index: 1;
  margin: -${theme.space[6]}px -${theme.space[5]}px ${theme.space[3]}px;
  padding: ${theme.space[3]}px ${theme.space[5]}px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  ${mq.mobile} {
    margin-inline: -${theme.space[6]}px;
    padding-inline: ${theme.space[6]}px;
  }
`;

/** The toolbar's short line, kept on one line beside the close button. */
const toolbarTextCss = css`
  white-space: nowrap;
  color: ${theme.colors.textMuted};
`;

/** The page behind, dimmed; the dialog sits at its foot on a phone, centred from `mq.mobile`. */
const backdropCss = css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${theme.colors.overlay};
  animation: ${fadeIn} 160ms ease-out;
  ${mq.mobile} {
    align-items: center;
    padding: ${theme.space[5]}px;
  }
`;

/** The dialog's box, `width` at most; it scrolls within 92% of the window's height. */
const dialogCss = (width: string) => css`
  position: relative;
  width: 100%;
  max-width: ${width};
  max-height: 92vh;
  overflow-y: auto;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
  box-shadow: ${theme.shadows.lg};
  padding: ${theme.space[6]}px ${theme.space[5]}px ${theme.space[5]}px;
  animation: ${rise} 200ms ease-out;
  ${mq.mobile} {
    border-radius: ${theme.radii.lg};
    padding: ${theme.space[6]}px;
  }
`;

/** The page behind an open dialog does not scroll. */
function useScrollLockWhileOpen(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return;
    lockScroll();
    return unlockScroll;
  }, [open]);
}

/** Escape closes the open dialog. Returns the latest `onClose`, for the close button and backdrop. */
function useCloseOnEscape(open: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return onCloseRef;
}

/**
 * The dialog's ✕. With `closeHref` it follows that page when read without script (a GET form
 * around it), so a server-rendered dialog never traps the visitor.
 */
function ModalCloseButton({
  label,
  closeHref,
  onCloseRef,
}: {
  label: string;
  closeHref: string | undefined;
  onCloseRef: RefObject<() => void>;
}) {
  const button = (
    <button
      type={closeHref ? 'submit' : 'button'}
      onClick={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      aria-label={label}
      css={css`
        flex: none;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 40px;
        height: 40px;
        border: 0;
        border-radius: ${theme.radii.pill};
        background: ${theme.colors.surfaceMuted};
        color: ${theme.colors.text};
        cursor: pointer;
        &:hover {
          background: ${theme.colors.border};
        }
      `}
    >
      <CloseIcon size={18} />
    </button>
  );
  return closeHref ? <NoScriptForm href={closeHref}>{button}</NoScriptForm> : button;
}

/**
 * An accessible dialog: role="dialog", aria-modal, labelled by its title, focus trapped inside,
 * Escape and the close button close it, the page behind does not scroll, and focus goes back to
 * whatever opened it (or, if that is gone, to the element in the opener's `data-focus-slot`).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  description,
  closeLabel = 'Close',
  size = 'md',
  initialFocusRef,
  titleRef,
  closeOnBackdrop = true,
  closeHref,
  toolbar,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const serverPass = useServerPass();
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(dialogRef, open);
  // The page stays still before focus moves in; it scrolls again before focus goes back.
  useScrollLockWhileOpen(open);
  useModalFocus(dialogRef, open, initialFocusRef);
  const onCloseRef = useCloseOnEscape(open, onClose);

  if (!open) return null;

  const close = (
    <ModalCloseButton label={closeLabel} closeHref={closeHref} onCloseRef={onCloseRef} />
  );
  const dialog = (
    <div
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
      css={backdropCss}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        css={dialogCss(widths[size])}
      >
        {toolbar !== undefined && (
          <div data-modal-toolbar css={[spreadLineCss[3], toolbarCss]}>
            <div css={toolbarTextCss}>{toolbar}</div>
            {close}
          </div>
        )}
        <div
          css={[
            spreadTopLineCss[4],
            css`
              margin-bottom: ${theme.space[4]}px;
            `,
          ]}
        >
          <div>
            <h2
              id={titleId}
              ref={titleRef}
              // Focusable from script only: the dialog starts on its title when its first control
              // is out of view, and a reader can be sent back to it.
              tabIndex={-1}
              css={css`
                font-size: ${theme.fontSizes.xxl};
                &:focus:not(:focus-visible) {
                  outline: none;
                }
              `}
            >
              {title}
            </h2>
            {description && (
              <p
                id={descriptionId}
                css={css`
                  margin-top: ${theme.space[1]}px;
                  color: ${theme.colors.textMuted};
                `}
              >
                {description}
              </p>
            )}
          </div>
          {toolbar === undefined && close}
        </div>
        <div data-modal-body>{children}</div>
      </div>
    </div>
  );
  // Rendered in place on the host's server (no document there) and while hydrating its HTML:
  // a deep link's dialog is in the page's HTML; it moves to <body> right after hydration.
  return serverPass ? dialog : createPortal(dialog, document.body);
}
