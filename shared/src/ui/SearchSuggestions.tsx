import type { ReactNode, RefObject } from 'react';
import { searchComboboxCss as styles } from './search-combobox-styles';
import type { PopupPlace } from './use-popup-place';

/** What a screen reader hears when suggestions arrive: "1 suggestion", "3 suggestions". */
export function suggestionCount(count: number): string {
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
}

export interface SearchSuggestionsProps<T> {
  popupRef: RefObject<HTMLDivElement | null>;
  /** Fixed to the window under the search box once measured; in the flow before that. */
  place: PopupPlace | null;
  hidden: boolean;
  listId: string;
  /** The listbox's accessible name. */
  label: string;
  items: readonly T[];
  /** The highlighted suggestion's index (-1: none). */
  active: number;
  onHighlight: (index: number) => void;
  optionId: (item: T) => string;
  getKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  onChoose: (item: T) => void;
  /** Shown instead of suggestions. */
  error: string | null;
  /** Shown when a valid term found nothing. */
  empty: ReactNode;
  showEmpty: boolean;
}

/** The combobox's popup: the listbox of suggestions, or why there are none. */
export function SearchSuggestions<T>({
  popupRef,
  place,
  hidden,
  listId,
  label,
  items,
  active,
  onHighlight,
  optionId,
  getKey,
  render,
  onChoose,
  error,
  empty,
  showEmpty,
}: SearchSuggestionsProps<T>) {
  return (
    <div
      ref={popupRef}
      css={styles.popup}
      hidden={hidden}
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
      <ul id={listId} role="listbox" aria-label={label} css={styles.list}>
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            id={optionId(item)}
            role="option"
            aria-selected={index === active}
            css={styles.option}
            // Keep focus in the input while choosing with the pointer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(item)}
            onMouseEnter={() => onHighlight(index)}
          >
            {render(item)}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" css={styles.message}>
          {error}
        </p>
      ) : null}
      {showEmpty ? (
        <div role="status" css={styles.message}>
          {empty}
        </div>
      ) : null}
    </div>
  );
}
