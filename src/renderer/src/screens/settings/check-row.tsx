/**
 * A checkbox as a whole row to press, not a small square to aim at. A hint under it (what the choice does) is
 * read with the box, so a screen reader hears both.
 */
import { useId } from 'react';
import './check-row.css';

interface CheckRowProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  hint?: string;
}

export function CheckRow({ checked, onChange, label, hint }: CheckRowProps) {
  const hintId = useId();
  return (
    <>
      <label className="check-row">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? hintId : undefined} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
