/**
 * The country of the number: a button showing it, opening a searchable list of every country (used lately
 * first). Type a name, an ISO code or a calling code on the keyboard or the on-screen letters; Enter takes
 * the first match. react-aria's dialog and listbox give the focus trap, the keyboard and the screen reader.
 */
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Button, Dialog, DialogTrigger, Header, Heading, Input, Label, ListBox, ListBoxItem, ListBoxSection, Modal, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStarted } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { type CountryChoice, choiceLabel, countryChoices, recentCountries, searchCountries, withRecentFirst } from './country-search';
import '../../ui/flag.css';
import './country-picker.css';

// The flags' file names (some 250) load just after the first screen, in a script of their own.
const Flag = lazy(() => import('../../ui/flag').then((module) => ({ default: module.Flag })));

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

interface CountryPickerProps {
  country: string;
  /** Open or not is the number step's to know: its keys must not type behind the dialog. */
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onPick(country: string): void;
}

export function CountryPicker({ country, isOpen, onOpenChange, onPick }: CountryPickerProps) {
  const { t } = useTranslation('country');
  const choices = useCountryChoices();
  const current = choices.all.find((choice) => choice.iso === country) ?? { iso: country, name: country, callingCode: '', catalogName: country };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className="button country-button" aria-label={t('button', { country: choiceLabel(current) })}>
        <FlagSlot iso={current.iso} width={48} />
        <span className="country-button-text">
          <span className="label">{t('label')}</span>
          <strong>{current.name}</strong>
        </span>
        <span className="country-code" dir="ltr">
          {current.callingCode}
        </span>
      </Button>
      <Modal className="modal country-modal" isDismissable>
        <Dialog className="dialog country-dialog">
          {({ close }) => (
            <CountryList
              choices={choices}
              current={country}
              onPick={(iso) => {
                close();
                onPick(iso);
              }}
            />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

interface Choices {
  all: CountryChoice[];
  recent: CountryChoice[];
  others: CountryChoice[];
  error: Error | null;
  loading: boolean;
}

function useCountryChoices(): Choices {
  const { locale } = useFormats();
  const countries = useTillQuery('catalog.countries');
  const recentNumbers = useTillQuery('sales.recentNumbers');
  const shopCountry = useStarted().settings.shop.defaultCountry;
  return useMemo(() => {
    const all = countryChoices(countries.data ?? [], locale);
    // Without the recent numbers (not read, or failed) the shop's own country still comes first.
    return { all, ...withRecentFirst(all, recentCountries(recentNumbers.data ?? [], shopCountry)), error: countries.error, loading: countries.isPending };
  }, [countries.data, countries.error, countries.isPending, locale, recentNumbers.data, shopCountry]);
}

function CountryList({ choices, current, onPick }: { choices: Choices; current: string; onPick(iso: string): void }) {
  const { t } = useTranslation('country');
  const { t: common } = useTranslation('common');
  const [query, setQuery] = useState('');
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
      {/* Touch has no keyboard: these type into the search, leaving the focus in it for Enter and more typing. */}
      <div className="country-letters" role="group" aria-label={t('letters')} dir="ltr">
        {LETTERS.map((letter) => (
          <Button key={letter} className="key country-letter" preventFocusOnPress onPress={() => setQuery((text) => text + letter)}>
            {letter}
          </Button>
        ))}
        <Button className="key key-quiet country-letter country-backspace" preventFocusOnPress aria-label={t('backspace')} onPress={() => setQuery((text) => text.slice(0, -1))}>
          ⌫
        </Button>
      </div>
      {choices.error ? <ErrorLine error={choices.error.message} /> : null}
      <ListBox
        className="country-list"
        aria-label={t('list')}
        onAction={(key) => onPick(String(key))}
        renderEmptyState={() => <p className="hint">{choices.loading ? t('loading') : t('none', { text: query.trim() })}</p>}
      >
        {found ? found.map(item) : choices.all.length === 0 ? [] : sections(choices, item, t('recent'), t('all'))}
      </ListBox>
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

/** The flag, or until its script is there a neutral box of the same size. */
function FlagSlot({ iso, width }: { iso: string; width: number }) {
  const box = <span className="flag-none" style={{ width, height: (width * 3) / 4 }} aria-hidden="true" />;
  return (
    <Suspense fallback={box}>
      <Flag iso={iso} width={width} />
    </Suspense>
  );
}
