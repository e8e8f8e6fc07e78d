/**
 * The search field of the category header (its filter): a labelled `type="search"` input whose Enter or
 * button submits. Prefilled with the current search text, and kept in step when the route changes it.
 */
import { type SubmitEvent, useId, useState } from 'react';

import { searchFieldLabel, searchLabel } from '../../i18n/messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The search text of the board (empty outside the search view). */
  query: string;
  /** Called with the trimmed text on submit. */
  onSearch: (text: string) => void;
}

/** A search landmark with one field and a submit button. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const inputId = useId();
  const [text, setText] = useState(query);
  // Follow the board's query (back/forward, closing search) without remounting, so focus stays in the field.
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" part="search" className="lb-search" onSubmit={submit}>
      <label htmlFor={inputId} className="lb-sr-only">
        {searchFieldLabel()}
      </label>
      <input
        id={inputId}
        className="lb-search__input"
        type="search"
        name="query"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={searchLabel()}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="lb-button lb-search__submit">
        <Icon name="search" />
        <span className="lb-sr-only">{searchLabel()}</span>
      </button>
    </form>
  );
}
