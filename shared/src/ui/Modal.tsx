import { css } from '@emotion/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './focus-trap';
import { theme } from './theme';
import { lockScroll, unlockScroll } from './scroll-lock';
import { useServerPass } from '@citylens/shared';
import { NoScriptForm } from './NoScriptForm';
import { useModalFocus } from './use-modal-focus';
import { CloseIcon } from './icons';
import { spreadLineCss, spreadTopLineCss } from './layout';
import {
  backdropCss,
  dialogCss,
  stillCss,
  toolbarCss,
  toolbarTextCss,
  widths,
} from './modal-styles';

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

/**
 * Whether the dialog is the one in the server's HTML (a deep link), shown with the page: it moves
 * to <body> after hydration as new nodes, and being the same dialog, plays no opening animation,
 * then or there. Reopened later, it opens as any dialog does.
 */
function useInServerHtml(serverPass: boolean, open: boolean): boolean {
  const [inServerHtml, setInServerHtml] = useState(serverPass && open);
  if (inServerHtml && !open) setInServerHtml(false);
  return inServerHtml;
}

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
  const inServerHtml = useInServerHtml(serverPass, open);
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
      css={[backdropCss, inServerHtml && stillCss]}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        css={[dialogCss(widths[size]), inServerHtml && stillCss]}
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
