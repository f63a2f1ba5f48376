/** Around every page: the office's name, the pages, the language, who is signed in and the way out. */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { postJson } from './api';
import { LanguagePicker } from './language-picker';

const PAGES = ['today', 'days', 'trends', 'tills'] as const;

export function OfficeShell({ user, children }: { user: string; children: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [location] = useLocation();
  const signOut = async () => {
    await postJson('/api/sign-out', {}).catch(() => undefined);
    client.setQueryData(['session'], null);
    // Nothing of this person's pages stays in the browser's memory for the next one.
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };
  return (
    <div className="office">
      <header className="office-header">
        <p className="office-title">{t('title')}</p>
        <nav aria-label={t('nav.label')}>
          <ul>
            {PAGES.map((page) => (
              <li key={page}>
                <Link href={`/${page}`} aria-current={location === `/${page}` ? 'page' : undefined}>
                  {t(`nav.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="office-user">
          <LanguagePicker />
          <span>{t('signedInAs', { user })}</span>
          <button type="button" onClick={() => void signOut()}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <main className="office-page">{children}</main>
    </div>
  );
}
