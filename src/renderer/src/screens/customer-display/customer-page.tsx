/**
 * The customer display: a page of its own (the /customer route), facing the customer across the counter. It
 * draws whatever view main last pushed (data/customer-feed.ts), whole, in the customer's language for this sale
 * (right to left in Arabic), with the shop's formats; it calls nothing of the till but the customer's answer.
 */
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { CustomerView } from '@shared/contract';
import { directionOf, type Language } from '@shared/languages';
import { shopLocale } from '@shared/shop-place';
import type { CustomerFeed, FeedState } from '../../data/customer-feed';
import { loadCatalogue } from '../../i18n/catalogues';
import { createTillI18n } from '../../i18n/i18n';
import { formatsFor } from '../../i18n/use-formats';
import { CustomerScene } from './customer-scene';
import './customer-display.css';

export function CustomerPage({ feed }: { feed: CustomerFeed | null }) {
  const [i18n] = useState(createTillI18n);
  const [view, setView] = useState<CustomerView | null>(null);
  const [state, setState] = useState<FeedState>('connecting');
  const [language, setLanguage] = useState<Language | null>(null);
  const wanted = view?.language ?? null;

  useEffect(() => feed?.watch(setView, setState), [feed]);
  useEffect(() => {
    if (wanted === null) return;
    let current = true;
    // Shown once its words are there: never a flash of English before Arabic.
    loadCatalogue(i18n, wanted).then(
      () => {
        if (!current) return;
        void i18n.changeLanguage(wanted);
        setLanguage(wanted);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, wanted]);
  useEffect(() => {
    const shown = language ?? 'en';
    document.documentElement.lang = shown;
    document.documentElement.dir = directionOf(shown);
  }, [language]);

  return (
    <I18nextProvider i18n={i18n}>
      <CustomerScreen feed={feed} view={language === null ? null : view} state={state} />
    </I18nextProvider>
  );
}

function CustomerScreen({ feed, view, state }: { feed: CustomerFeed | null; view: CustomerView | null; state: FeedState }) {
  const { t } = useTranslation('customer');
  const formats = useMemo(
    () => (view ? formatsFor({ locale: shopLocale(view.language, view.shop.country), timeZone: view.shop.timeZone, country: view.shop.country }) : null),
    [view],
  );
  return (
    <section className="customer-display" role="region" aria-label={t('region')}>
      {!feed ? (
        <p className="customer-message">{t('noAccess')}</p>
      ) : state === 'lost' && view ? (
        // The till gone quiet: what was on screen may be out of date (and may be the last customer's number).
        <p className="customer-message" role="status">
          {t('lost')}
        </p>
      ) : view && formats ? (
        <CustomerScene view={view} formats={formats} onAnswer={(id, answer) => feed.reply({ id, answer })} />
      ) : (
        <p className="customer-message">{t('connecting')}</p>
      )}
    </section>
  );
}
