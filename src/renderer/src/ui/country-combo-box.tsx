/**
 * A country chosen by typing the start of its name (or any part of it) or from the whole list: with a keyboard
 * or a finger, the list opens as soon as the field is touched.
 */
import { Button } from 'react-aria-components/Button';
import { ComboBox } from 'react-aria-components/ComboBox';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language-provider';
import type { CountryOption } from './use-country-options';
import './country-combo-box.css';

interface CountryComboBoxProps {
  label: string;
  options: CountryOption[];
  value: string | null;
  onChange(iso: string): void;
}

export function CountryComboBox({ label, options, value, onChange }: CountryComboBoxProps) {
  const { t } = useTranslation('settings');
  const { locale } = useLanguage();
  return (
    <ComboBox
      // Anew in another language: the field would otherwise keep the chosen country's name in the old one.
      key={locale}
      className="country-combo"
      defaultItems={options}
      value={value}
      // Emptied and left, the field shows the chosen country again: there is always one.
      onChange={(key) => key !== null && onChange(String(key))}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className="country-combo-label">{label}</Label>
      <div className="country-combo-field">
        <Input className="country-combo-input" />
        <Button className="button country-combo-open" aria-label={t('country.open')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className="country-combo-popover">
        <ListBox<CountryOption> className="country-combo-list" renderEmptyState={() => <p className="hint">{t('country.none')}</p>}>
          {(option) => (
            <ListBoxItem id={option.iso} textValue={option.name} className="country-combo-option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
