import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { normalizeSearchTerm, useDebouncedValue } from '@citylens/shared';
import { takeTypedBeforeHydration } from './typed-before-hydration';

/** Spec §9: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, how to set it, and the term it searches: the trimmed text of at least
 * two non-space characters once typing has paused (else null), handed to `onTermChange` each time
 * it changes; last, the same for what the input says now, without the wait.
 */
export function useSearchInput(
  initialInput: string,
  inputId: string,
  onTermChange: (term: string | null) => void,
) {
  const [input, setInput] = useState(initialInput);
  // What the visitor typed into the server's HTML before the page hydrated: searched as if typed now.
  useEffect(() => {
    const typed = takeTypedBeforeHydration(inputId);
    if (typed !== null) setInput(typed);
  }, [inputId]);
  const term = normalizeSearchTerm(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const inputTerm = normalizeSearchTerm(input);

  const onTermChangeRef = useRef(onTermChange);
  onTermChangeRef.current = onTermChange;
  useEffect(() => {
    onTermChangeRef.current(term);
  }, [term]);

  return [input, setInput, term, inputTerm] as const;
}

/**
 * Whether the suggestions show, and which one is highlighted (-1: none). They open when results
 * (or their error) arrive for the current term, and close on a click outside the search form and
 * its popup (`formRef`, `popupRef`). `items` are the suggestions for what the input says now
 * (`inputTerm`); `showEmpty` when a valid term found nothing and the caller has words for it.
 */
export function useSuggestionsOpen<T>(
  term: string | null,
  inputTerm: string | null,
  results: readonly T[] | undefined,
  error: string | null,
  emptyMessage: ReactNode,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The label of the suggestion the input holds since it was chosen; null once the visitor edits.
  const chosenLabelRef = useRef<string | null>(null);

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
      if (formRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const validNow = inputTerm !== null;
  const items = term !== null && validNow ? (results ?? []) : [];
  // Without an empty message (the page says it), a search that found nothing has no popup.
  const nothingToShow = results?.length === 0 && !error && emptyMessage === undefined;
  const showList = open && validNow && term !== null && !nothingToShow;
  const showEmpty = showList && !error && results !== undefined && results.length === 0;

  // Focusing or clicking the input shows the suggestions of the term it still holds.
  const reopen = () => {
    if (term !== null && (results !== undefined || error)) setOpen(true);
  };

  return {
    open,
    setOpen,
    active,
    setActive,
    reopen,
    chosenLabelRef,
    formRef,
    popupRef,
    items,
    showList,
    showEmpty,
  };
}

type SuggestionsOpen = ReturnType<typeof useSuggestionsOpen>;

/**
 * Choosing a suggestion, over the search box's text and terms (`useSearchInput`): `choose`
 * takes one into the input; `chooseFirst` (Enter without a highlight, or a submit) takes the first
 * result for what the input says now (on arrival when they are still to come), or hands the typed
 * term to `onSubmitTerm`. `edit` is the visitor typing: a chosen label, or a pick waiting for
 * results, no longer holds.
 */
export function useSuggestionChoice<T>(
  [input, setInput, term, inputTerm]: ReturnType<typeof useSearchInput>,
  { setOpen, setActive, chosenLabelRef }: SuggestionsOpen,
  results: readonly T[] | undefined,
  loading: boolean,
  { getLabel, onSelect, onSubmitTerm }: SuggestionEvents<T>,
) {
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

  const edit = (text: string) => {
    chosenLabelRef.current = null;
    setFirstPending(false);
    setInput(text);
    if (normalizeSearchTerm(text) === null) setOpen(false);
  };

  return [choose, chooseFirst, edit] as const;
}

/** What the search box's caller gives for a choice (its props). */
export interface SuggestionEvents<T> {
  getLabel: (item: T) => string;
  onSelect: (item: T) => void;
  onSubmitTerm?: (term: string) => void;
}

/**
 * The combobox's keyboard (ARIA 1.2), over the suggestions shown (`items`): Up/Down move the
 * highlight with wrap-around (and open the list), Enter picks the highlighted suggestion or else
 * the first, Escape closes the list.
 */
export function comboboxKeyDown<T>(
  items: readonly T[],
  { open, setOpen, active, setActive }: SuggestionsOpen,
  choose: (item: T) => void,
  chooseFirst: () => void,
) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
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
}
