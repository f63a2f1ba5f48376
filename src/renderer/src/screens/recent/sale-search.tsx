/**
 * The history's search: the number's last digits, a sale id or the service's transaction id. Main is asked a
 * moment after the clerk stops typing (not at every key), and at once on Enter. The on-screen keyboard opens
 * under it for a till with a touch screen alone, on its Latin letters whatever the page's language: what is
 * searched (numbers, ids, addresses, operators' names) is written in them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameKeyboard } from '../../ui/name-keyboard';
import { useNameKeys } from '../../ui/use-name-keys';

/** How long typing must pause before main is asked. */
export const SEARCH_SETTLE_MS = 250;
/** The contract's longest search. */
const MAX_TEXT = 60;

interface SaleSearchProps {
  /** The search in force (the field starts with it, back from a sale's detail). */
  text: string;
  onSearch(text: string): void;
}

export function SaleSearch({ text, onSearch }: SaleSearchProps) {
  const { t } = useTranslation('recent');
  const [typed, setTyped] = useState(text);
  const [keyboard, setKeyboard] = useState(false);
  const keys = useNameKeys({ text: typed, onText: setTyped, maxLength: MAX_TEXT, capitalize: 'none', layout: 'latin' });
  const keyboardId = useId();
  // The latest callback, so a list re-rendering around the field does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === text) return;
    const timer = setTimeout(() => search.current(wanted), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed, text]);

  return (
    <div className="sale-search">
      <form
        role="search"
        className="sale-search-row"
        onSubmit={(event) => {
          event.preventDefault();
          search.current(typed.trim());
        }}
      >
        <input
          ref={keys.ref}
          {...keys.fieldProps}
          type="search"
          className="sale-search-input"
          aria-label={t('search.label')}
          placeholder={t('search.hint')}
          value={typed}
          maxLength={MAX_TEXT}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="button"
          className="button search-key"
          aria-label={t('search.clear')}
          disabled={typed === ''}
          onClick={() => {
            setTyped('');
            search.current('');
          }}
        >
          <span aria-hidden="true">✕</span>
        </button>
        <button
          type="button"
          className="button search-key"
          aria-label={t('search.keyboard')}
          aria-expanded={keyboard}
          aria-controls={keyboardId}
          onClick={() => {
            setKeyboard((open) => !open);
            // The keys type where the caret is: in the field.
            keys.field.current?.focus();
          }}
        >
          <span aria-hidden="true">⌨</span>
        </button>
      </form>
      <div id={keyboardId} className="text-keyboard-panel" hidden={!keyboard}>
        {keyboard ? <NameKeyboard label={t('search.keys')} {...keys.keyboard} /> : null}
      </div>
    </div>
  );
}
