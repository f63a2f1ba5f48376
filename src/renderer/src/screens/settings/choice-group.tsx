/** A row of big radio choices under their label (the printer's kind, the paper, a clerk's role, how sales are sent). */
import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import './choice-group.css';

interface ChoiceGroupProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** A layout of its own for one group (the printer's kinds two by two). */
  className?: string;
  children: ReactNode;
}

export function ChoiceGroup({ label, value, onChange, className, children }: ChoiceGroupProps) {
  return (
    <RadioGroup className={className ? `choice-group ${className}` : 'choice-group'} value={value} onChange={onChange}>
      <Label className="choice-group-label">{label}</Label>
      <div className="choice-group-options">{children}</div>
    </RadioGroup>
  );
}

export function Choice({ value, children, dir }: { value: string; children: ReactNode; dir?: 'auto' }) {
  return (
    <Radio value={value} className="choice choice-group-option" dir={dir}>
      {children}
    </Radio>
  );
}
