import type { Messages } from '../messages';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  screens: { label: 'الشاشات', sell: 'بيع', recent: 'المبيعات الأخيرة', settings: 'الإعدادات' },
  status: {
    label: 'حالة الصندوق',
    online: 'متصل',
    offline: 'غير متصل — تُحفظ المبيعات وتُرسل لاحقًا',
    checking: 'جارٍ التحقق من الاتصال…',
    waiting: 'في الانتظار:',
    waitingOpen: 'في الانتظار: {{count}} — عرض المبيعات التي تنتظر الإرسال',
    balance: 'الرصيد',
    balanceNone: 'الرصيد —',
    balanceLow: ' — منخفض، اشحن الحساب',
    balanceAt: ' في {{time}}',
  },
  language: { label: 'اللغة', forCustomer: 'لغة هذا الزبون' },
  keypad: { label: 'لوحة الأرقام', decimal: 'الفاصلة العشرية', clear: 'مسح', back: 'حذف آخر رقم' },
  back: 'رجوع',
  cancel: 'إلغاء',
  close: 'إغلاق',
  tryAgain: 'حاول مرة أخرى',
  loading: 'جارٍ التحميل…',
  unknownError: 'حدث خطأ. حاول مرة أخرى.',
};
