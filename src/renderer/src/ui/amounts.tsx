/**
 * Totals in several currencies, one amount a line, each whole on its line (exact: formatted from micro-units,
 * never added here): the Day's tables and a shift's report.
 */
import { Fragment } from 'react';
import type { Money } from '@shared/contract';
import { useFormats } from '../i18n/use-formats';
import './amounts.css';

export function Amounts({ totals }: { totals: readonly Money[] }) {
  const formats = useFormats();
  if (totals.length === 0) return <>—</>;
  return (
    <span className="amounts">
      {totals.map((money, index) => (
        // The space keeps the amounts apart when read aloud or copied; the CSS puts each on its own line.
        <Fragment key={money.currency}>
          {index > 0 ? ' ' : null}
          <span>{formats.money(money)}</span>
        </Fragment>
      ))}
    </span>
  );
}
