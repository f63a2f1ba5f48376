/**
 * A time zone found by typing part of a city or region, then touched (or chosen with the arrow keys) in the
 * list below. The list is long (every zone the browser knows): it is drawn again only when the choice or
 * what is typed changes, not whenever the form around it does.
 */
import { memo, useMemo, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import type { Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type ZoneOption, zoneMatches } from './time-zones';
import './time-zone-picker.css';

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
      <label className="settings-field">
        {t('businessDay.find')}
        <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={t('businessDay.findHint')} spellCheck={false} dir="auto" />
      </label>
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
