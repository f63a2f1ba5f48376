import type { Messages } from '../messages';
import type { email as en } from '../en/email';

export const email: Messages<typeof en> = {
  step: 'المستلم عبر البريد الإلكتروني',
  address: 'عنوان البريد الإلكتروني',
  addressHint: 'اكتب الاسم، ثم المس نهاية العنوان.',
  endings: 'نهايات العنوان',
  keyboard: 'لوحة المفاتيح',
  backspace: 'حذف آخر حرف',
  sender: 'هاتف المرسل',
  typeSender: 'المس هنا ثم اكتب الرقم',
  next: 'التالي',
  problem: {
    address: 'هذا ليس عنوان بريد إلكتروني بعد. يبدو العنوان هكذا: name@{{domain}}.',
    domain: 'لا يشحن هذا المشغّل إلا العناوين المنتهية بـ {{domains}}.',
    senderLong: 'هذا الرقم أطول من أرقام بلد المرسل.',
    senderInvalid: 'هذا ليس رقم جوال من بلد المرسل.',
  },
};
