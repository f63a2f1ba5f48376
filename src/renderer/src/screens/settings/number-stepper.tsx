/**
 * A whole number within a range: typed, or stepped with big − and + buttons (a finger cannot aim at a spin
 * box's arrows). The text is kept as typed; `wholeIn` says whether it is a number the field takes.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './number-stepper.css';

interface NumberStepperProps {
  label: string;
  value: string;
  min: number;
  max: number;
  onChange(value: string): void;
}

/** The typed text as a whole number from min to max, or null. */
export function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function NumberStepper({ label, value, min, max, onChange }: NumberStepperProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const current = wholeIn(value, min, max);
  const step = (by: number) => onChange(String(Math.min(max, Math.max(min, (current ?? min) + by))));
  return (
    <div className="number-stepper">
      <label htmlFor={id}>{label}</label>
      <div className="number-stepper-row">
        <button type="button" className="button number-stepper-step" aria-label={t('stepper.less', { label })} aria-controls={id} disabled={current !== null && current <= min} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-invalid={current === null || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button number-stepper-step" aria-label={t('stepper.more', { label })} aria-controls={id} disabled={current !== null && current >= max} onClick={() => step(1)}>
          +
        </button>
      </div>
    </div>
  );
}
