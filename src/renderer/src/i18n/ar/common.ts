import type { Messages } from '../messages';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  screens: { label: 'الشاشات', sell: 'بيع', recent: 'المبيعات الأخيرة', shift: 'الوردية', day: 'اليوم', settings: 'الإعدادات' },
  environment: { training: 'تدريب', sandbox: 'تجريبي', live: 'مباشر' },
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
  language: { forCustomer: 'لغة هذا الزبون' },
  keypad: { label: 'لوحة الأرقام', decimal: 'الفاصلة العشرية', clear: 'مسح', back: 'حذف آخر رقم' },
  errors: {
    OFFLINE: 'لا يمكن الوصول إلى الخدمة. تُقبل المبيعات رغم ذلك وتُرسل عندما تستجيب.',
    NETWORK: 'لا يمكن الوصول إلى الصندوق. انتظر قليلًا ثم حاول مرة أخرى.',
    DISK_FULL: 'القرص ممتلئ: لم يُحفظ شيء. أفرغ بعض المساحة ثم حاول مرة أخرى.',
    HALTED: 'توقف الصندوق عن قبول المبيعات. اتصل بالمدير.',
    INVALID_PHONE: 'هذا ليس رقم هاتف محمول في هذا البلد. تحقق منه مع الزبون.',
    INVALID_AMOUNT: 'لا يُباع هذا المبلغ لدى هذا المشغل. اختر مبلغًا آخر.',
    DUPLICATE_REQUEST: 'تم أخذ هذا البيع من قبل بتفاصيل أخرى. ابحث عنه في المبيعات الأخيرة، أو ابدأ بيعًا جديدًا.',
    DETECT_FAILED: 'تعذر العثور على مشغل هذا الرقم. اختره من القائمة.',
    SERVICE_ERROR: 'رفضت الخدمة أو فشلت. حاول مرة أخرى بعد قليل.',
    NOT_FOUND: 'غير موجود. حدّث الكتالوج ثم حاول مرة أخرى.',
  },
  back: 'رجوع',
  cancel: 'إلغاء',
  close: 'إغلاق',
  tryAgain: 'حاول مرة أخرى',
  loading: 'جارٍ التحميل…',
};
