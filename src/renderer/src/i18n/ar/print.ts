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
  },
  tryAgain: 'حاول مرة أخرى',
  openPrint: 'فتح صفحة الطباعة',
  screen: {
    label: 'الطباعة',
    print: 'طباعة',
    download: 'تنزيل PDF',
    back: 'رجوع',
  },
};
