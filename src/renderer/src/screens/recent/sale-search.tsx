/**
 * The history's search: the number's last digits, a sale id or the service's transaction id. Main is asked a
 * moment after the clerk stops typing (not at every key), and at once on Enter. The on-screen keyboard (digits,
 * letters and the dash of a sale id) opens under it for a till with a touch screen alone.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextKeyboard } from '../../ui/text-keyboard';
import { type TextKey, typeTextKey } from '../../ui/text-keyboard-entry';

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
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
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

  // After an on-screen key the caret goes where the key left it, not to the end.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onKey = (key: TextKey) => {
    const box = input.current;
    const edit = typeTextKey(typed, { start: box?.selectionStart ?? typed.length, end: box?.selectionEnd ?? typed.length }, key, MAX_TEXT);
    caret.current = edit.caret;
    setTyped(edit.value);
  };

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
          ref={input}
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
            input.current?.focus();
          }}
        >
          <span aria-hidden="true">⌨</span>
        </button>
      </form>
      <div id={keyboardId} className="text-keyboard-panel" hidden={!keyboard}>
        {keyboard ? <TextKeyboard label={t('search.keys')} backspaceLabel={t('search.backspace')} onKey={onKey} /> : null}
      </div>
    </div>
  );
}
