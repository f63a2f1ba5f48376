/**
 * A time zone found by typing part of a city or region (on the keyboard, or the on-screen one: the zones' names
 * are in Latin letters whatever the page's language), then touched (or chosen with the arrow keys) in the
 * list below. The list is long (every zone the browser knows): it is drawn again only when the choice or
 * what is typed changes, not whenever the form around it does.
 */
import { memo, useMemo, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import type { Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TouchTextField } from './touch-text-field';
import { type ZoneOption, zoneMatches } from '../lib/time-zones';
import './settings-form.css';
import './time-zone-picker.css';

/** Longer than any zone's name: what is typed past it could match nothing. */
const MAX_FIND = 60;

interface TimeZonePickerProps {
  zones: readonly ZoneOption[];
  value: string;
  onChange(zone: string): void;
}

export const TimeZonePicker = memo(function TimeZonePicker({ zones, value, onChange }: TimeZonePickerProps) {
  const { t } = useTranslation('settings');
  const [typed, setTyped] = useState('');
  const shown = useMemo(() => zones.filter((option) => zoneMatches(option, typed)), [zones, typed]);
  const choose = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    if (key !== undefined) onChange(String(key));
  };
  return (
    <div className="time-zone-picker">
      <TouchTextField
        className="settings-field"
        label={t('businessDay.find')}
        type="search"
        value={typed}
        onChange={setTyped}
        placeholder={t('businessDay.findHint')}
        maxLength={MAX_FIND}
        capitalize="none"
        layout="latin"
      />
      <ListBox
        className="zone-list"
        aria-label={t('businessDay.zone')}
        items={shown}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={choose}
        renderEmptyState={() => <p className="hint">{t('businessDay.none')}</p>}
      >
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.name} className="zone-option">
            {option.name}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
});
