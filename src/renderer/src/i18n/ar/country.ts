import type { Messages } from '../messages';
import type { country as en } from '../en/country';

export const country: Messages<typeof en> = {
  button: 'البلد: {{country}}',
  label: 'البلد',
  dialog: 'اختر البلد',
  search: 'ابحث عن بلد',
  searchHint: 'الاسم أو الرمز أو رمز الاتصال +',
  letters: 'الحروف',
  backspace: 'احذف آخر حرف',
  list: 'البلدان',
  recent: 'المستخدمة مؤخرًا',
  all: 'كل البلدان',
  none: 'لا يوجد بلد يطابق «{{text}}».',
  loading: 'جارٍ تحميل البلدان…',
};
