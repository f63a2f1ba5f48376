import type { Messages } from '../messages';
import type { backups as en } from '../en/backups';

export const backups: Messages<typeof en> = {
  list: {
    label: 'النسخ الاحتياطية',
    none: 'لا توجد نسخ احتياطية بعد. تُحفظ في',
    looking: 'جارٍ البحث عن النسخ الاحتياطية…',
    restore: 'استعادة',
    manual: 'يدوية (أنشئ نسخة احتياطية الآن)',
  },
  dialog: {
    label: 'استعادة نسخة احتياطية',
    title: 'استعادة النسخة الاحتياطية المأخوذة في {{when}}؟',
    body: 'ستحلّ محلّ سجلّ المبيعات ({{size}}). المبيعات التي تمّت بعد {{when}} ليست فيها. لن يُحذف السجلّ المستخدم الآن: سيُحفظ بجانب النسخة الاحتياطية باسم جديد، لفريق الدعم.',
    restore: 'استعادة هذه النسخة',
    restoring: 'جارٍ الاستعادة…',
    keepWaiting: 'متابعة الانتظار',
  },
};
