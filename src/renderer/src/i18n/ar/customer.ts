/** شاشة الزبون: ما يقرؤه الزبون عند المنضدة، من مسافة متر ونصف، بلغته. */
import type { customer as en } from '../en/customer';
import type { Messages } from '../messages';

export const customer: Messages<typeof en> = {
  region: 'شاشة الزبون',
  welcome: 'مرحبًا',
  promotion: 'عرض',
  typing: 'رقمك',
  sendingTo: 'شحن إلى',
  operator: 'المشغّل',
  plan: 'الباقة',
  pays: 'تدفع',
  receives: 'يستلم الهاتف',
  rate: '1 {{from}} = {{rate}} {{to}}',
  ask: {
    question: 'هل هذا رقمك؟',
    questionEmail: 'هل هذا هو العنوان الصحيح؟',
    yes: 'نعم، هذا رقمي',
    no: 'لا، هذا ليس رقمي',
    thanks: 'شكرًا. يُرسل الشحن بعد أن تدفع.',
    again: 'سيكتبه البائع من جديد معك.',
  },
  outcome: {
    sending: 'جارٍ الإرسال…',
    delivered: 'تم الشحن — شكرًا',
    queued: 'بانتظار الإرسال (الاتصال مقطوع): يمكنك الذهاب',
    'not-sent': 'لم يُرسل: سيُعاد إليك مالك',
    pin: 'رمز PIN مطبوع على قسيمتك',
  },
  connecting: 'جارٍ الاتصال بالصندوق…',
  lost: 'الصندوق لا يجيب. يُرجى سؤال البائع.',
  noAccess: 'افتح هذه الشاشة بعنوان شاشة الزبون الذي طبعه الصندوق عند تشغيله.',
};
