import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { normalizeSearchTerm, useDebouncedValue } from '@citylens/shared';
import { SearchIcon } from './icons';
import { SearchSuggestions, suggestionCount } from './SearchSuggestions';
import { searchComboboxCss } from './search-combobox-styles';
import { usePopupPlace } from './use-popup-place';
import { visuallyHiddenCss } from './VisuallyHidden';
import { takeTypedBeforeHydration } from './typed-before-hydration';

/** Spec §9: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

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
  /** Enter without a highlight, or a submit, hands the typed term here (a page's filter) instead. */
  onSubmitTerm?: (term: string) => void;
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
  onSubmitTerm,
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
  // Without an empty message (the page says it), a search that found nothing has no popup.
  const nothingToShow = results?.length === 0 && !error && emptyMessage === undefined;
  const showList = open && validNow && term !== null && !nothingToShow;
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
    if (onSubmitTerm) {
      // The typed text becomes the list's filter: its results do not pop the suggestions open.
      chosenLabelRef.current = input;
      setOpen(false);
      if (inputTerm !== null) onSubmitTerm(inputTerm);
      return;
    }
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
    <SearchSuggestions
      popupRef={popupRef}
      place={place}
      hidden={!showList}
      listId={listId}
      label={`${label} suggestions`}
      items={items}
      active={active}
      onHighlight={setActive}
      optionId={optionId}
      getKey={getKey}
      render={renderItem ?? getLabel}
      onChoose={choose}
      error={showList ? error : null}
      empty={emptyMessage}
      showEmpty={showEmpty}
    />
  );

  return (
    <form
      role="search"
      ref={rootRef}
      onSubmit={onSubmit}
      css={searchComboboxCss.form}
      className={className}
    >
      <label htmlFor={inputId} css={visuallyHiddenCss}>
        {label}
      </label>
      <div css={searchComboboxCss.row} ref={rowRef}>
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
          css={searchComboboxCss.input}
        />
        <button type="submit" css={searchComboboxCss.submit} aria-label={submitLabel}>
          <SearchIcon />
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
