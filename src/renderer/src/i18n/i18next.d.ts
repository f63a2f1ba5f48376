/** Makes every `t('…')` key checked against the English catalogue at compile time. */
import 'i18next';
import type { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
