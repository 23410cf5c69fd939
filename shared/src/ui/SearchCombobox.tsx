import { css } from '@emotion/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { normalizeSearchTerm, useDebouncedValue } from '@citylens/shared';
import { theme } from './theme';
import { visuallyHiddenCss } from './VisuallyHidden';
import { takeTypedBeforeHydration } from './typed-before-hydration';

/** Spec §9: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's tallest height; less when the window has less room below the search box. */
const POPUP_MAX_HEIGHT = 320;
/** The least height kept for the list (three suggestions) however little room is left. */
const POPUP_MIN_HEIGHT = 150;
const POPUP_GAP = 6;

/** What a screen reader hears when suggestions arrive: "1 suggestion", "3 suggestions". */
export function suggestionCount(count: number): string {
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
}

interface PopupPlace {
  top: number;
  left: number;
  width: number;
  maxHeight: number;
}

/**
 * Where the suggestions go: under the search box, fixed to the window. The list lives in a portal
 * on <body>, so a hero (or any ancestor) that hides its overflow cannot clip it, and it shows over
 * the content below; it follows the box as the page or any scroller moves or the window resizes.
 */
function usePopupPlace(anchorRef: { current: HTMLElement | null }, open: boolean) {
  const [place, setPlace] = useState<PopupPlace | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const anchor = anchorRef.current;
      if (!anchor) return;
      const box = anchor.getBoundingClientRect();
      const room = window.innerHeight - box.bottom - POPUP_GAP * 3;
      setPlace({
        top: box.bottom + POPUP_GAP,
        left: box.left,
        width: box.width,
        maxHeight: Math.max(POPUP_MIN_HEIGHT, Math.min(POPUP_MAX_HEIGHT, room)),
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
    };
  }, [anchorRef, open]);
  return place;
}

export interface SearchComboboxProps<T> {
  /** Accessible name of the input (visually hidden label). */
  label: string;
  placeholder: string;
  /**
   * Called once typing has paused for 300 ms: the trimmed term when it has at least two
   * non-space characters, otherwise null (no search).
   */
  onTermChange: (term: string | null) => void;
  /** Suggestions for the current term; undefined while there are none yet. */
  results: readonly T[] | undefined;
  loading?: boolean;
  /** Shown in the dropdown instead of suggestions. */
  error?: string | null;
  /** Shown when a valid term found nothing (results is []). */
  emptyMessage?: ReactNode;
  getKey: (item: T) => string | number;
  /** Plain text of a suggestion: its accessible name, and what the input shows once chosen. */
  getLabel: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** A suggestion was chosen by click, Enter or submitting the form (the first one). */
  onSelect: (item: T) => void;
  /** Accessible name of the submit (magnifier) button. */
  submitLabel?: string;
  /** Text the input starts with (e.g. a term from the URL); it is searched like typed text. */
  initialInput?: string;
  className?: string;
}

/**
 * The search box with suggestions, as an ARIA 1.2 combobox with a listbox popup (spec §4, §5):
 * opens when results arrive, closes on outside click or Escape, Up/Down move the highlight with
 * wrap-around, Enter picks the highlighted suggestion or the first, and submitting the form picks
 * the first. The caller owns the query; this owns the input, the debounce and the keyboard.
 */
export function SearchCombobox<T>({
  label,
  placeholder,
  onTermChange,
  results,
  loading = false,
  error = null,
  emptyMessage,
  getKey,
  getLabel,
  renderItem,
  onSelect,
  submitLabel = 'Search',
  initialInput = '',
  className,
}: SearchComboboxProps<T>) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const rootRef = useRef<HTMLFormElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  // The popup moves to a portal once mounted (a server render has no <body> to portal into).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [input, setInput] = useState(initialInput);
  // What the visitor typed into the server's HTML before the page hydrated: searched as if typed now.
  useEffect(() => {
    const typed = takeTypedBeforeHydration(inputId);
    if (typed !== null) setInput(typed);
  }, [inputId]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = normalizeSearchTerm(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const inputTerm = normalizeSearchTerm(input);
  const validNow = inputTerm !== null;
  // Which term the results answer: the caller hears of a new term in an effect, so its results
  // (or loading flag) change a render later; the term of the render where they change is theirs.
  const [answer, setAnswer] = useState({ results, loading, term: null as string | null });
  if (answer.results !== results || answer.loading !== loading) {
    setAnswer({ results, loading, term });
  }
  // The results answer what the input says now (not a term typed over since, nor still loading).
  const resultsAreCurrent =
    term !== null &&
    answer.term === term &&
    term === inputTerm &&
    !loading &&
    results !== undefined;
  // Enter or submit before the current term's results arrived: the first of them is taken on arrival.
  const [firstPending, setFirstPending] = useState(false);

  // The label of the suggestion the input holds since it was chosen; null once the visitor edits.
  const chosenLabelRef = useRef<string | null>(null);

  const onTermChangeRef = useRef(onTermChange);
  onTermChangeRef.current = onTermChange;
  useEffect(() => {
    onTermChangeRef.current(term);
  }, [term]);

  // Open when results (or their error) arrive for the current term; reset the highlight. A chosen
  // suggestion's label is searched too, but its results do not pop the list open again.
  useEffect(() => {
    setActive(-1);
    if (term !== null && (results !== undefined || error) && chosenLabelRef.current === null)
      setOpen(true);
    if (term === null) setOpen(false);
  }, [results, error, term]);

  // Close on a click outside the form.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (rootRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = term !== null && validNow ? (results ?? []) : [];
  const showList = open && validNow && term !== null;
  const showEmpty = showList && !error && results !== undefined && results.length === 0;

  // Focusing or clicking the input shows the suggestions of the term it still holds.
  const reopen = () => {
    if (term !== null && (results !== undefined || error)) setOpen(true);
  };

  const choose = (item: T) => {
    chosenLabelRef.current = getLabel(item);
    setFirstPending(false);
    setInput(getLabel(item));
    setOpen(false);
    setActive(-1);
    onSelect(item);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  const chooseFirst = () => {
    if (!resultsAreCurrent) {
      if (validNow) setFirstPending(true);
      return;
    }
    const first = results[0];
    if (first !== undefined) choose(first);
  };
  useEffect(() => {
    if (!firstPending || !resultsAreCurrent) return;
    setFirstPending(false);
    const first = results[0];
    if (first !== undefined) chooseRef.current(first);
  }, [firstPending, resultsAreCurrent, results]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (current < 0) return step === 1 ? 0 : items.length - 1;
        return (current + step + items.length) % items.length;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // A highlighted suggestion is one the visitor sees; without one, the first current result.
      const highlighted = active >= 0 ? items[active] : undefined;
      if (highlighted !== undefined) choose(highlighted);
      else chooseFirst();
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    chooseFirst();
  };

  const activeItem = showList && active >= 0 ? items[active] : undefined;
  const optionId = (item: T) => `${baseId}-option-${String(getKey(item))}`;
  const place = usePopupPlace(rowRef, showList);

  // The highlighted suggestion is always one the visitor can see.
  const activeId = activeItem !== undefined ? optionId(activeItem) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const popup = (
    <div
      ref={popupRef}
      css={styles.popup}
      hidden={!showList}
      style={
        place
          ? {
              position: 'fixed',
              top: place.top,
              left: place.left,
              width: place.width,
              maxHeight: place.maxHeight,
            }
          : undefined
      }
    >
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} css={styles.list}>
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            id={optionId(item)}
            role="option"
            aria-selected={index === active}
            css={styles.option}
            // Keep focus in the input while choosing with the pointer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            onMouseEnter={() => setActive(index)}
          >
            {renderItem ? renderItem(item) : getLabel(item)}
          </li>
        ))}
      </ul>
      {showList && error ? (
        <p role="alert" css={styles.message}>
          {error}
        </p>
      ) : null}
      {showEmpty ? (
        <div role="status" css={styles.message}>
          {emptyMessage}
        </div>
      ) : null}
    </div>
  );

  return (
    <form role="search" ref={rootRef} onSubmit={onSubmit} css={styles.form} className={className}>
      <label htmlFor={inputId} css={visuallyHiddenCss}>
        {label}
      </label>
      <div css={styles.row} ref={rowRef}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeItem !== undefined ? optionId(activeItem) : undefined}
          placeholder={placeholder}
          value={input}
          maxLength={100}
          onChange={(event) => {
            chosenLabelRef.current = null;
            setFirstPending(false);
            setInput(event.target.value);
            if (normalizeSearchTerm(event.target.value) === null) setOpen(false);
          }}
          onKeyDown={onKeyDown}
          onFocus={reopen}
          onClick={reopen}
          css={styles.input}
        />
        <button type="submit" css={styles.submit} aria-label={submitLabel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path
              d="M16.5 16.5 21 21"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {mounted ? createPortal(popup, document.body) : popup}
      <span role="status" css={visuallyHiddenCss}>
        {loading && validNow
          ? 'Searching…'
          : showList && items.length > 0
            ? suggestionCount(items.length)
            : ''}
      </span>
    </form>
  );
}

const { colors } = theme;
const styles = {
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
