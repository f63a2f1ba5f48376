/** What a page shows before its first answer, or when the centre did not answer (its last numbers stay shown). */
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="loading">
      {t('loading')}
    </p>
  );
}

export function Problem({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="problem">
      {t('problem', { message: error.message })}
    </p>
  );
}
