import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from './icons';
import { SearchSuggestions, suggestionCount } from './SearchSuggestions';
import { searchComboboxCss } from './search-combobox-styles';
import { usePopupPlace } from './use-popup-place';
import { visuallyHiddenCss } from './VisuallyHidden';
import {
  comboboxKeyDown,
  useSearchInput,
  useSuggestionChoice,
  useSuggestionsOpen,
} from './search-combobox-state';

export { SEARCH_DEBOUNCE_MS } from './search-combobox-state';

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

/** What the visually hidden status says: searching, or how many suggestions show. */
function statusText(searching: boolean, shown: number): string {
  return searching ? 'Searching…' : shown > 0 ? suggestionCount(shown) : '';
}

/**
 * Each suggestion's element id, and the highlighted one's (`highlighted`: none while undefined),
 * which is always one the visitor can see.
 */
function useHighlightedOption<T>(
  baseId: string,
  getKey: (item: T) => string | number,
  highlighted: T | undefined,
) {
  const optionId = (item: T) => `${baseId}-option-${String(getKey(item))}`;
  const activeId = highlighted !== undefined ? optionId(highlighted) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return [optionId, activeId] as const;
}

/**
 * The search box with suggestions, as an ARIA 1.2 combobox with a listbox popup (spec §4, §5):
 * opens when results arrive, closes on outside click or Escape, Up/Down move the highlight with
 * wrap-around, Enter picks the highlighted suggestion or the first, and submitting the form picks
 * the first. The caller owns the query; this owns the input, the debounce and the keyboard.
 */
export function SearchCombobox<T>(props: SearchComboboxProps<T>) {
  const {
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
    submitLabel = 'Search',
    initialInput = '',
    className,
  } = props;
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const rowRef = useRef<HTMLDivElement>(null);
  // The popup moves to a portal once mounted (a server render has no <body> to portal into).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const search = useSearchInput(initialInput, inputId, onTermChange);
  const [input, , term, inputTerm] = search;
  const suggestions = useSuggestionsOpen(term, inputTerm, results, error, emptyMessage);
  const { active, items, showList } = suggestions;
  const choice = useSuggestionChoice(search, suggestions, results, loading, props);
  const [choose, chooseFirst, edit] = choice;

  const place = usePopupPlace(rowRef, showList);
  const highlighted = showList ? items[active] : undefined;
  const [optionId, activeId] = useHighlightedOption(baseId, getKey, highlighted);

  const popup = (
    <SearchSuggestions
      popupRef={suggestions.popupRef}
      place={place}
      hidden={!showList}
      listId={listId}
      label={`${label} suggestions`}
      items={items}
      active={active}
      onHighlight={suggestions.setActive}
      optionId={optionId}
      getKey={getKey}
      render={renderItem ?? getLabel}
      onChoose={choose}
      error={showList ? error : null}
      empty={emptyMessage}
      showEmpty={suggestions.showEmpty}
    />
  );

  return (
    <form
      role="search"
      ref={suggestions.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        chooseFirst();
      }}
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
          aria-activedescendant={activeId}
          placeholder={placeholder}
          value={input}
          maxLength={100}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={comboboxKeyDown(items, suggestions, choose, chooseFirst)}
          onFocus={suggestions.reopen}
          onClick={suggestions.reopen}
          css={searchComboboxCss.input}
        />
        <button type="submit" css={searchComboboxCss.submit} aria-label={submitLabel}>
          <SearchIcon />
        </button>
      </div>
      {mounted ? createPortal(popup, document.body) : popup}
      <span role="status" css={visuallyHiddenCss}>
        {statusText(loading && inputTerm !== null, showList ? items.length : 0)}
      </span>
    </form>
  );
}
