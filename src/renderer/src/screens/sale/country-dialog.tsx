/**
 * The country picker's dialog: every country, used lately first. Type a name, an ISO code or a calling code on
 * the keyboard or the on-screen letters; Enter takes the first match. react-aria's dialog and listbox give the
 * focus trap, the keyboard and the screen reader; the list is virtualized, so opening it draws the dozen
 * countries in view, not all 250 (on a slow kiosk drawing them all took more than a second).
 */
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Header } from 'react-aria-components/Header';
import { Heading } from 'react-aria-components/Heading';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { Modal } from 'react-aria-components/Modal';
import { SearchField } from 'react-aria-components/SearchField';
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language-provider';
import { ErrorLine } from '../../ui/error-line';
import { FlagSlot } from '../../ui/flag-slot';
import { ALPHABETS, type LayoutName } from '../../ui/name-keyboard-layouts';
import { defaultLayout } from '../../ui/name-keyboard-state';
import type { Choices } from './country-picker';
import { type CountryChoice, choiceLabel, searchCountries } from './country-search';

/** The list's geometry in CSS pixels, as country-picker.css draws it: a row, a section's heading, the gap. */
const LIST_LAYOUT = { rowSize: 56, headingSize: 28, gap: 4 };

interface CountryDialogProps {
  choices: Choices;
  current: string;
  onOpenChange(isOpen: boolean): void;
  onPick(country: string): void;
}

export function CountryDialog({ choices, current, onOpenChange, onPick }: CountryDialogProps) {
  return (
    <Modal className="modal country-modal" isDismissable isOpen onOpenChange={onOpenChange}>
      <Dialog className="dialog country-dialog">
        {({ close }) => (
          <CountryList
            choices={choices}
            current={current}
            onPick={(iso) => {
              close();
              onPick(iso);
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

function CountryList({ choices, current, onPick }: { choices: Choices; current: string; onPick(iso: string): void }) {
  const { t } = useTranslation('country');
  const { t: common } = useTranslation('common');
  const [query, setQuery] = useState('');
  // The countries are named in the page's language: an Arabic till's are found by Arabic letters.
  const page = defaultLayout(useLanguage().language);
  const [chosen, setLayout] = useState<LayoutName | null>(null);
  const layout = chosen ?? page;
  const found = query.trim() ? searchCountries([...choices.recent, ...choices.others], query) : null;
  const first = found?.[0];

  const item = (choice: CountryChoice) => (
    <ListBoxItem key={choice.iso} id={choice.iso} textValue={choiceLabel(choice)} aria-label={choiceLabel(choice)} className={choice.iso === current ? 'country-option is-current' : 'country-option'}>
      <FlagSlot iso={choice.iso} width={40} />
      <span className="country-name">{choice.name}</span>
      <span className="country-code" dir="ltr">
        {choice.callingCode}
      </span>
    </ListBoxItem>
  );

  return (
    <>
      <div className="country-dialog-head">
        <Heading slot="title">{t('dialog')}</Heading>
        <Button slot="close" className="button">
          {common('close')}
        </Button>
      </div>
      <SearchField className="country-search" value={query} onChange={setQuery} onSubmit={() => first && onPick(first.iso)} autoFocus>
        <Label className="visually-hidden">{t('search')}</Label>
        <Input className="country-search-input" placeholder={t('searchHint')} />
      </SearchField>
      {/* Touch has no keyboard: these type into the search, leaving the focus in it for Enter and more typing.
          Plain buttons, as the keypad's: 27 of react-aria's would cost the dialog's opening more than the list. */}
      {/* An alphabet, not a keyboard: it reads in its own script's direction. */}
      <div className="country-letters" role="group" aria-label={t('letters')} dir={layout === 'arabic' ? 'rtl' : 'ltr'}>
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
      </div>
      {choices.error ? <ErrorLine error={choices.error.message} /> : null}
      <Virtualizer layout={ListLayout} layoutOptions={LIST_LAYOUT}>
        <ListBox
          className="country-list"
          aria-label={t('list')}
          onAction={(key) => onPick(String(key))}
          renderEmptyState={() => <p className="hint">{choices.loading ? t('loading') : t('none', { text: query.trim() })}</p>}
        >
          {found ? found.map(item) : choices.all.length === 0 ? [] : sections(choices, item, t('recent'), t('all'))}
        </ListBox>
      </Virtualizer>
    </>
  );
}

/** Without a search: the countries used lately under their own heading, then all the others. */
function sections(choices: Choices, item: (choice: CountryChoice) => ReactNode, recentTitle: string, allTitle: string) {
  return (
    <>
      {choices.recent.length > 0 ? (
        <ListBoxSection className="country-section">
          <Header className="country-section-head">{recentTitle}</Header>
          {choices.recent.map(item)}
        </ListBoxSection>
      ) : null}
      <ListBoxSection className="country-section">
        <Header className="country-section-head">{allTitle}</Header>
        {choices.others.map(item)}
      </ListBoxSection>
    </>
  );
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
