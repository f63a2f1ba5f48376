import type { Messages } from '../messages';
import type { states as en } from '../en/states';

export const states: Messages<typeof en> = {
  state: {
    queued: { title: 'محفوظة، في انتظار الإرسال', advice: 'عملية البيع محفوظة بأمان، وتُرسل فور استجابة الخدمة.' },
    sending: { title: 'جارٍ الإرسال…', advice: 'يُرجى الانتظار قليلًا.' },
    processing: { title: 'المشغّل يعالجها', advice: 'قد يستغرق ذلك بضع دقائق. يمكنك بدء عملية البيع التالية.' },
    succeeded: { title: 'تم الشحن', advice: 'تمّت العملية. أعطِ الزبون الإيصال.' },
    refunded: { title: 'استردّها المشغّل', advice: 'لم يتمّ الشحن: أعِد المبلغ إلى الزبون.' },
    failed: { title: 'فشلت', advice: 'لم يتمّ الشحن: أعِد المبلغ إلى الزبون.' },
    unknown: { title: 'جارٍ التحقق من النتيجة…', advice: 'يسأل الصندوق الخدمة عمّا حدث. لا تبع لهذا الرقم مرة أخرى حتى تتّضح النتيجة.' },
    cancelled: { title: 'أُلغيت', advice: 'أُلغيت عملية البيع قبل إرسالها: أعِد المبلغ إلى الزبون.' },
  },
  money: {
    toDeliver: 'سيستلم',
    quote: '{{amount}} — لم يُستلم بعد',
    notYet: 'لم يُستلم بعد',
    nothing: 'لا شيء — أعِد {{amount}}',
  },
  pin: { label: 'قسيمة رمز PIN', code: 'PIN', serial: 'الرقم التسلسلي', validity: 'الصلاحية', dial: 'اطلب' },
};
