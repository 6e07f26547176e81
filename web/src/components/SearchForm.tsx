import { useId, useState, type FormEvent } from 'react';
import './search-form.css';

interface SearchFormProps {
  label: string;
  placeholder: string;
  hint: string;
  /** The search in force; the box shows it again after a Clear or a new search. */
  value: string;
  onSearch: (text: string) => void;
}

/** A search box that searches on Enter or the button (each search is a server call), with Clear once one is in force. */
export function SearchForm({ label, placeholder, hint, value, onSearch }: SearchFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(value);
  // A search set from outside (Clear) shows in the box.
  const [searched, setSearched] = useState(value);
  if (searched !== value) {
    setSearched(value);
    setText(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form className="admin-search" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <div className="admin-search-row">
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={100}
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
          {value && (
            <button type="button" className="button button-outline" onClick={() => onSearch('')}>
              Clear
            </button>
          )}
        </div>
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      </div>
    </form>
  );
}
