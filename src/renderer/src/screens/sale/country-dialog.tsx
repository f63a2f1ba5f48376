/**
 * The country picker's dialog: every country, used lately first. Type a name, an ISO code or a calling code on
 * the keyboard or the on-screen letters; Enter takes the first match. A native modal <dialog> (the page behind
 * it out of reach, Escape closes it, the focus goes back to the button) around a plain listbox: small enough to
 * come with the first screen and quick to open on a slow kiosk, where react-aria's modal and virtualized list
 * took a few hundred milliseconds to open the first time and about a hundred after. The search and the rows in
 * view come with the first frame, their flags as plain boxes; once that frame is painted the letters and the
 * rest of the list follow in a transition, which a tap or a key interrupts, and the flags are drawn (each an SVG
 * the page parses on its main thread, a few milliseconds apiece on a slow kiosk). The later rows, out of view,
 * are neither laid out nor painted (content-visibility, country-picker.css), nor their flags fetched.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, startTransition, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language-provider';
import { ErrorLine } from '../../ui/error-line';
import { FlagBox, FlagSlot } from '../../ui/flag-slot';
import { ALPHABETS, type LayoutName } from '../../ui/name-keyboard-layouts';
import { defaultLayout } from '../../ui/name-keyboard-state';
import { type Choices, type CountryChoice, choiceLabel, searchCountries } from '../../lib/country-search';

/** Rows of the whole list drawn with the first frame: as many as the list's box shows at 1024×768 or 800×1280. */
const FIRST_ROWS = 8;

interface CountryDialogProps {
  choices: Choices;
  current: string;
  onOpenChange(isOpen: boolean): void;
  onPick(country: string): void;
}

export function CountryDialog({ choices, current, onOpenChange, onPick }: CountryDialogProps) {
  const { t } = useTranslation('country');
  const { t: common } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const heading = useId();
  const [query, setQuery] = useState('');
  // The countries are named in the page's language: an Arabic till's are found by Arabic letters.
  const page = defaultLayout(useLanguage().language);
  const [chosen, setLayout] = useState<LayoutName | null>(null);
  const layout = chosen ?? page;
  const whole = useAfterFirstPaint();
  const found = query.trim() ? searchCountries([...choices.recent, ...choices.others], query) : null;
  const shown = found ?? [...choices.recent, ...choices.others];
  // The list's one tab stop: the country chosen now, else the first.
  const tabStop = shown.some((choice) => choice.iso === current) ? current : shown[0]?.iso;
  const close = () => onOpenChange(false);
  const pick = (iso: string) => {
    close();
    onPick(iso);
  };

  // A layout effect: shown modal in the frame that draws it, and its clean-up closes it while it is still in the
  // page, so that the browser hands the focus back to the country button.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    search.current?.focus();
    return () => element?.close();
  }, []);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const first = found?.[0];
      if (first) pick(first.iso);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      options(list.current)[0]?.focus();
    }
  };

  // Into the body: the dialog's look is its own, not the step's it is opened from (whose keys are another size).
  return createPortal(
    // role spelled out: the steps' keys and the kiosk bench look for an open dialog by its role attribute.
    <dialog
      ref={dialog}
      role="dialog"
      className="dialog country-dialog"
      aria-labelledby={heading}
      onCancel={(event) => {
        // Escape: closed through React, never behind its back.
        event.preventDefault();
        close();
      }}
      onClick={(event) => outsideOf(event) && close()}
    >
      <div className="country-dialog-head">
        <h2 id={heading}>{t('dialog')}</h2>
        <button type="button" className="button" onClick={close}>
          {common('close')}
        </button>
      </div>
      <input
        ref={search}
        type="search"
        className="country-search-input"
        aria-label={t('search')}
        placeholder={t('searchHint')}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKey}
      />
      {/* Touch has no keyboard: these type into the search, leaving the focus in it for Enter and more typing. They
          come with the rest of the list, their place kept at its height (country-picker.css): the first frame has
          the search, and the keyboard has the focus in it. An alphabet, not a keyboard: it reads in its own
          script's direction. */}
      <div className="country-letters" role="group" aria-label={t('letters')} dir={layout === 'arabic' ? 'rtl' : 'ltr'}>
        {whole ? (
          <>
            {ALPHABETS[layout].map((letter) => (
              <LetterKey key={letter} onPress={() => setQuery((text) => text + letter)}>
                {letter}
              </LetterKey>
            ))}
            <LetterKey quiet label={t('backspace')} onPress={() => setQuery((text) => text.slice(0, -1))}>
              ⌫
            </LetterKey>
            <LetterKey quiet wide label={common('keyboard.layout')} onPress={() => setLayout(layout === 'arabic' ? 'latin' : 'arabic')}>
              {`⇄ ${common(`keyboard.layouts.${layout}`)}`}
            </LetterKey>
          </>
        ) : null}
      </div>
      {choices.error ? <ErrorLine error={choices.error.message} /> : null}
      <div ref={list} className="country-list" role="listbox" aria-label={t('list')} onKeyDown={(event) => onListKey(event, search.current, pick)}>
        {found ? (
          <Options choices={found} current={current} tabStop={tabStop} flags={whole} onPick={pick} />
        ) : (
          <>
            {choices.recent.length > 0 ? (
              <Section title={t('recent')}>
                <Options choices={choices.recent} current={current} tabStop={tabStop} flags={whole} onPick={pick} />
              </Section>
            ) : null}
            {choices.others.length > 0 ? (
              <Section title={t('all')}>
                <Options choices={whole ? choices.others : choices.others.slice(0, FIRST_ROWS)} current={current} tabStop={tabStop} flags={whole} onPick={pick} />
              </Section>
            ) : null}
          </>
        )}
      </div>
      {found?.length === 0 || choices.all.length === 0 ? <p className="hint">{choices.loading ? t('loading') : t('none', { text: query.trim() })}</p> : null}
    </dialog>,
    document.body,
  );
}

/** False until the first frame is painted, then true in a transition: React draws the rest while a tap or a key can still cut in. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before it is painted; a task posted from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** A tap on the backdrop: the dialog element is the target, but the point is outside its box. */
function outsideOf(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="country-section" role="group" aria-labelledby={id}>
      <div className="country-section-head" role="presentation" id={id}>
        {title}
      </div>
      {children}
    </div>
  );
}

interface OptionsProps {
  choices: readonly CountryChoice[];
  current: string;
  tabStop: string | undefined;
  /** False for the first frame: boxes in their place. */
  flags: boolean;
  onPick(iso: string): void;
}

function Options({ choices, current, tabStop, flags, onPick }: OptionsProps) {
  return choices.map((choice, index) => (
    <div
      key={choice.iso}
      role="option"
      // One tab stop for the whole list; the arrows move within it (onListKey).
      tabIndex={choice.iso === tabStop ? 0 : -1}
      aria-selected={choice.iso === current}
      aria-label={choiceLabel(choice)}
      data-iso={choice.iso}
      className={`country-option${choice.iso === current ? ' is-current' : ''}${index >= FIRST_ROWS ? ' is-later' : ''}`}
      onClick={() => onPick(choice.iso)}
    >
      {flags ? <FlagSlot iso={choice.iso} width={40} lazy /> : <FlagBox width={40} />}
      <span className="country-name">{choice.name}</span>
      <span className="country-code" dir="ltr">
        {choice.callingCode}
      </span>
    </div>
  ));
}

const options = (list: HTMLElement | null): HTMLElement[] => (list ? [...list.querySelectorAll<HTMLElement>('[role="option"]')] : []);

/**
 * The list by keyboard: the arrows, Home and End move between countries, Enter or Space picks one, and a letter
 * or a digit goes on into the search.
 */
function onListKey(event: KeyboardEvent<HTMLElement>, search: HTMLInputElement | null, pick: (iso: string) => void): void {
  const all = options(event.currentTarget);
  const at = all.findIndex((option) => option === document.activeElement);
  const go = (index: number) => {
    event.preventDefault();
    all[Math.max(0, Math.min(all.length - 1, index))]?.focus();
  };
  switch (event.key) {
    case 'ArrowDown':
      return go(at + 1);
    case 'ArrowUp':
      return at <= 0 ? (event.preventDefault(), search?.focus()) : go(at - 1);
    case 'Home':
      return go(0);
    case 'End':
      return go(all.length - 1);
    case 'Enter':
    case ' ': {
      const iso = all[at]?.dataset.iso;
      if (!iso) return;
      event.preventDefault();
      return pick(iso);
    }
    default:
      // Focus moved before the key is handled: its character lands in the search.
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) search?.focus();
  }
}

/** A key that types into the search and leaves the focus in it (a mousedown that does not take the focus). */
function LetterKey({ children, label, quiet = false, wide = false, onPress }: { children: string; label?: string; quiet?: boolean; wide?: boolean; onPress(): void }) {
  const classes = ['key country-letter', quiet ? 'key-quiet' : '', wide ? 'country-letter-wide' : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={label} onMouseDown={(event) => event.preventDefault()} onClick={onPress}>
      {children}
    </button>
  );
}
