import type { Messages } from '../messages';
import type { print as en } from '../en/print';

export const print: Messages<typeof en> = {
  previewLabel: 'معاينة الإيصال',
  preparing: 'جارٍ تجهيز الإيصال…',
  qr: 'رمز QR',
  printReceipt: 'طباعة الإيصال',
  printVoucher: 'طباعة القسيمة',
  reprint: 'إعادة الطباعة',
  status: {
    printing: 'جارٍ الطباعة…',
    printed: 'تمت الطباعة',
    unconfirmed: 'أُرسل إلى الطابعة — لم تتمكن من تأكيد الطباعة',
    failed: 'لم تتم الطباعة: {{reason}}',
    noReason: 'لم تذكر الطابعة السبب',
    browser: 'تتم الطباعة من هذه الشاشة',
    saved: 'حُفظ بصيغة PDF',
    shown: 'عُرض الرمز على الشاشة',
  },
  problems: {
    'paper-out': 'نفد الورق من الطابعة. ضع لفة جديدة ثم اطبع مرة أخرى.',
    offline: 'الطابعة غير متصلة (الغطاء مفتوح؟). افحصها ثم اطبع مرة أخرى.',
    unreachable: 'تعذر الوصول إلى الطابعة. تأكد من أنها تعمل ومتصلة، ومن عنوانها في الإعدادات.',
    'cut-short': 'قطعت الطابعة الاتصال قبل أن تستلم الإيصال كاملًا. افحصها ثم اطبع مرة أخرى.',
    'too-slow': 'لم تستلم الطابعة الإيصال كاملًا في الوقت المحدد. تأكد من وجود الورق ومن أنها متصلة، ثم اطبع مرة أخرى.',
    queue: 'لم تقبل قائمة الطباعة المهمة ({{detail}}).',
  },
  showPin: 'إظهار الرمز',
  hidePin: 'إخفاء الرمز',
  pin: 'الرمز',
  tryAgain: 'حاول مرة أخرى',
  openPrint: 'فتح صفحة الطباعة',
  screen: {
    label: 'الطباعة',
    print: 'طباعة',
    download: 'تنزيل PDF',
    back: 'رجوع',
  },
};
