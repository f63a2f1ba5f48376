/**
 * One of the history's filters: a button saying what it is set to ("State: Failed"), opening a list of big
 * options; the first, "All …", takes the filter off. react-aria's Select gives the listbox, the keyboard (arrows,
 * type to find, Escape) and what a screen reader says.
 */
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import './filter-select.css';

/** The "no filter" option's key: no id of a state, clerk or operator looks like it. */
const ALL = '*';

export interface FilterOption {
  id: string;
  name: string;
}

interface FilterSelectProps {
  label: string;
  /** The option that takes the filter off: "All states". */
  allLabel: string;
  options: FilterOption[];
  /** The chosen option's id; null: no filter. */
  value: string | null;
  onChange(id: string | null): void;
}

export function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  const items: FilterOption[] = [{ id: ALL, name: allLabel }, ...options];
  return (
    <Select className="filter-select" value={value ?? ALL} onChange={(key) => onChange(key === null || key === ALL ? null : String(key))}>
      <Label className="visually-hidden">{label}</Label>
      <Button className="button filter-button">
        <span className="filter-name" aria-hidden="true">
          {label}
        </span>
        <SelectValue className="filter-value" />
      </Button>
      <Popover className="filter-popover">
        <ListBox<FilterOption> className="filter-list" items={items}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className="filter-option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
