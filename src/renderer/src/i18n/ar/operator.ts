import type { Messages } from '../messages';
import type { operator as en } from '../en/operator';

export const operator: Messages<typeof en> = {
  list: {
    title: 'اختر المشغّل',
    loading: 'جارٍ تحميل المشغّلين…',
    none: 'لا يوجد مشغّلون لهذا البلد في الدليل. زامن الدليل من الإعدادات.',
    current: 'الحالي',
  },
  card: { pin: 'PIN', data: 'بيانات', bundle: 'باقة', email: 'بريد إلكتروني', promotion: 'عرض' },
  header: {
    change: 'تغيير المشغّل',
    promotions: 'العروض',
    until: 'حتى {{date}}',
  },
  region: {
    step: 'الدائرة',
    title: 'اختر الدائرة',
    hint: 'يبيع هذا المشغّل باقات مختلفة في كل دائرة اتصالات. اختر دائرة العميل.',
  },
};
