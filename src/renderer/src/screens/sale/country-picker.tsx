/** Every country of the catalog as a big button; the current one is marked. Scrolls, needs no typing. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Country } from '@shared/contract';
import { ErrorLine } from '../../ui/error-line';
import { RemoteImage } from '../../ui/remote-image';

export function CountryPicker({ countries, current, onPick, onCancel }: { countries: UseQueryResult<Country[]>; current: string; onPick(country: Country): void; onCancel(): void }) {
  return (
    <section className="picker" aria-label="Choose the country">
      <div className="picker-head">
        <h2>Country of the number</h2>
        <button type="button" className="button" onClick={onCancel}>
          Back
        </button>
      </div>
      <ErrorLine error={countries.error} />
      <div className="picker-grid">
        {(countries.data ?? []).map((country) => (
          <button key={country.iso} type="button" className={`choice${country.iso === current ? ' is-current' : ''}`} onClick={() => onPick(country)}>
            <span className="flag">
              <RemoteImage src={country.flagUrl} size={{ width: 40, height: 30 }} />
            </span>
            <span>{country.name}</span>
            <small>{country.callingCodes[0] ?? ''}</small>
          </button>
        ))}
      </div>
    </section>
  );
}
