/** A catalog sync's progress in words, the same on the catalog gate and in Settings → Catalog. */
import { useTranslation } from 'react-i18next';
import type { CatalogProgress } from '@shared/contract';
import { useFormats } from '../i18n/use-formats';

/** "operators: 120 of 800"; a phase whose size is not known yet counts up without an "of". */
export function useCatalogProgressText(): (progress: CatalogProgress) => string {
  const { t } = useTranslation('gates');
  const formats = useFormats();
  return ({ phase, done, total }) => {
    const words = { phase: t(`catalog.phase.${phase}`), done: formats.number(done) };
    // A phase whose size is not known yet counts up without an "of".
    return total ? t('catalog.progress', { ...words, total: formats.number(total) }) : t('catalog.progressOpen', words);
  };
}
