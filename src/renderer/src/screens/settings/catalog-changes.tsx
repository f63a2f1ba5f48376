/**
 * What a sync changed: the counts before and after, and the operators it added or removed, by name and
 * country, as the core answers them with the sync.
 */
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '@shared/contract';
import { useLanguage } from '../../i18n/language-provider';
import { useFormats } from '../../i18n/use-formats';
import { regionName } from '../../lib/country-search';

type SyncAnswer = MethodOutput<'catalog.sync'>;
type ChangedOperator = SyncAnswer['changes']['added'][number];

export function CatalogChanges({ answer }: { answer: SyncAnswer }) {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  const { changes } = answer;
  const nothing = changes.added.length === 0 && changes.removed.length === 0;
  return (
    <section className="catalog-changes" aria-label={t('catalog.changes.label')}>
      <h3>{t('catalog.changes.title')}</h3>
      <p>
        {t('catalog.changes.countries', { before: formats.number(changes.countriesBefore), after: formats.number(answer.countries) })}
        {' · '}
        {t('catalog.changes.operators', { before: formats.number(changes.operatorsBefore), after: formats.number(answer.operators) })}
      </p>
      {nothing ? (
        <p className="hint">{t('catalog.changes.none')}</p>
      ) : (
        <div className="catalog-changes-lists">
          <OperatorList label={t('catalog.changes.added')} operators={changes.added} />
          <OperatorList label={t('catalog.changes.removed')} operators={changes.removed} />
        </div>
      )}
    </section>
  );
}

function OperatorList({ label, operators }: { label: string; operators: readonly ChangedOperator[] }) {
  const { t } = useTranslation('settings');
  const { locale } = useLanguage();
  const formats = useFormats();
  return (
    <div className="catalog-changes-list">
      <h4>
        {label} ({formats.number(operators.length)})
      </h4>
      <ul aria-label={label}>
        {operators.map((operator) => (
          <li key={operator.id} dir="auto">
            {t('catalog.changes.operator', { name: operator.name, country: regionName(operator.countryIso, locale) ?? operator.countryIso })}
          </li>
        ))}
      </ul>
    </div>
  );
}
