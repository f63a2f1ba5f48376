import type { Messages } from '../messages';
import type { recent as en } from '../en/recent';

export const recent: Messages<typeof en> = {
  list: { label: 'المبيعات الأخيرة', title: 'المبيعات الأخيرة', refresh: 'تحديث', empty: 'لا توجد مبيعات اليوم حتى الآن.' },
  waiting: {
    label: 'مبيعات في انتظار الإرسال',
    title: 'مبيعات في انتظار الإرسال',
    hint: 'مبيعات لم تحسمها الخدمة بعد: محفوظة، أو قيد الإرسال، أو لدى المشغّل، أو قيد التحقق.',
    empty: 'لا توجد مبيعات في الانتظار: أُرسلت جميع المبيعات.',
    more: 'تُعرض أحدث المبيعات فقط من كل حالة.',
    all: 'كل المبيعات الأخيرة',
  },
  detail: {
    label: 'تفاصيل عملية البيع',
    title: 'عملية بيع بتاريخ {{when}}',
    untitled: 'عملية بيع',
    back: 'العودة إلى القائمة',
    reading: 'جارٍ قراءة عملية البيع…',
    number: 'الرقم',
    operator: 'المشغّل',
    paid: 'المبلغ المدفوع',
    delivered: 'المبلغ المُسلَّم',
    transactionId: 'رقم المعاملة',
    saleId: 'رقم عملية البيع',
  },
  timeline: { title: 'ما حدث', newSale: 'عملية بيع جديدة', to: 'إلى' },
};
