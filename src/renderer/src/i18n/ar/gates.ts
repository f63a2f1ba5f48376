import type { Messages } from '../messages';
import type { gates as en } from '../en/gates';

export const gates: Messages<typeof en> = {
  starting: 'جارٍ تشغيل الصندوق…',
  catalog: {
    label: 'الكتالوج',
    title: 'جارٍ تحميل كتالوج المشغّلين…',
    starting: 'جارٍ البدء…',
    progress: '{{phase}}: {{done}} من {{total}}',
    progressOpen: '{{phase}}: {{done}}',
    phase: {
      countries: 'البلدان',
      operators: 'المشغّلون',
      commissions: 'العمولات',
      promotions: 'العروض',
      logos: 'الشعارات',
      done: 'اكتمل',
      failed: 'فشل',
    },
    tryAgain: 'حاول مرة أخرى',
  },
  noAccess: {
    title: 'Airtime Till',
    needsAddress: 'تحتاج هذه الصفحة إلى العنوان الذي طبعه الصندوق عند تشغيله — وينتهي بـ #token=…',
    howTo: 'شغّله بالأمر `npm run start:web` وافتح العنوان المذكور في سطر «till ready at …».',
  },
};
