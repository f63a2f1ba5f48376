import type { Messages } from '../messages';
import type { number as en } from '../en/number';

export const number: Messages<typeof en> = {
  step: 'رقم الزبون',
  entry: 'رقم الجوال',
  placeholder: 'اكتب رقم الجوال',
  customerSaidNo: 'قال الزبون إن هذا ليس رقمه. تحقّق منه معه واكتبه من جديد.',
  find: 'ابحث عن المشغّل',
  finding: 'جارٍ البحث عن المشغّل…',
  choose: 'اختر المشغّل',
  next: 'التالي',
  pinned: 'المشغّل: {{name}}',
  why: {
    tooShort: 'الرقم قصير: اكتب الرقم كاملًا.',
    tooLong: 'الرقم طويل: فيه أرقام زائدة.',
    notOfCountry: 'هذا ليس رقم جوال في {{country}}.',
    noCountry: 'لا يوجد بلد بهذا الرقم. تحقّق من رمز الاتصال الدولي.',
  },
  fallback: {
    notFound: 'لم يُعثر على مشغّل هذا الرقم. اختره من القائمة.',
    offline: 'تعذّر البحث عن المشغّل (لا يوجد اتصال). اختره من القائمة.',
    failed: 'تعذّر البحث عن المشغّل. اختره من القائمة.',
  },
};
