/**
 * A select inside its label, named by the label's words alone. A label wrapping a select also holds its options'
 * text, so a field looked for by its exact name ("Shop", "Language") would not be found by it without the words'
 * own id.
 */
import { type ComponentProps, useId } from 'react';

export function LabelledSelect({ label, className, ...select }: { label: string; className?: string } & Omit<ComponentProps<'select'>, 'className'>) {
  const id = useId();
  return (
    <label className={className}>
      <span id={id}>{label}</span>
      <select aria-labelledby={id} {...select} />
    </label>
  );
}
