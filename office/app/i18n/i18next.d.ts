/** Every `t('…')` of the office checked against its English catalogue at compile time. */
import 'i18next';
import type { resources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'office';
    resources: (typeof resources)['en'];
  }
}
