/**
 * The words printed on receipts and vouchers, in each language of the till. They live in the core because the
 * core prints (an automatic print on success has no screen behind it); the screen's own catalogues are the
 * renderer's. English is the reference; the other languages must give every word.
 */
import type { Language } from '../../shared/languages';
import type { SaleState } from '../../shared/sale-states';

const en = {
  receipt: 'RECEIPT',
  voucher: 'PIN VOUCHER',
  testPage: 'PRINTER TEST',
  reprint: 'REPRINT {n}',
  taxId: 'Tax ID',
  date: 'Date',
  clerk: 'Clerk',
  sale: 'Sale',
  operator: 'Operator',
  number: 'Number',
  email: 'E-mail',
  sender: 'Sender',
  paid: 'Paid',
  delivered: 'Delivered',
  toDeliver: 'To deliver',
  rate: 'Rate',
  transaction: 'Transaction',
  operatorReference: 'Operator ref.',
  pinCode: 'PIN CODE',
  serial: 'Serial',
  validity: 'Valid for',
  faceValue: 'Value',
  pinInfo: 'Info',
  dial: 'Call',
  state: {
    succeeded: 'SENT',
    queued: 'PENDING — will be sent when the connection returns',
    sending: 'BEING CONFIRMED — keep this receipt',
    processing: 'BEING CONFIRMED — keep this receipt',
    unknown: 'BEING CONFIRMED — keep this receipt',
    failed: 'NOT SENT — the money is given back',
    refunded: 'REFUNDED — the money is given back',
    cancelled: 'CANCELLED — the money is given back',
  } satisfies Record<SaleState, string>,
  testLines: ['If you can read this, the printer works.', 'Characters: 0123456789 ABC abc é ü ñ €'],
  width: 'Width',
  columns: '{n} characters',
};
export type ReceiptWords = typeof en;

const fr: ReceiptWords = {
  receipt: 'REÇU',
  voucher: 'TICKET PIN',
  testPage: "TEST DE L'IMPRIMANTE",
  reprint: 'DUPLICATA {n}',
  taxId: 'N° fiscal',
  date: 'Date',
  clerk: 'Vendeur',
  sale: 'Vente',
  operator: 'Opérateur',
  number: 'Numéro',
  email: 'E-mail',
  sender: 'Expéditeur',
  paid: 'Payé',
  delivered: 'Reçu',
  toDeliver: 'À recevoir',
  rate: 'Taux',
  transaction: 'Transaction',
  operatorReference: 'Réf. opérateur',
  pinCode: 'CODE PIN',
  serial: 'N° de série',
  validity: 'Validité',
  faceValue: 'Valeur',
  pinInfo: 'Info',
  dial: 'Appelez',
  state: {
    succeeded: 'ENVOYÉ',
    queued: 'EN ATTENTE — sera envoyé au retour de la connexion',
    sending: 'EN CONFIRMATION — gardez ce reçu',
    processing: 'EN CONFIRMATION — gardez ce reçu',
    unknown: 'EN CONFIRMATION — gardez ce reçu',
    failed: "NON ENVOYÉ — l'argent est rendu",
    refunded: "REMBOURSÉ — l'argent est rendu",
    cancelled: "ANNULÉ — l'argent est rendu",
  },
  testLines: ["Si vous lisez ceci, l'imprimante fonctionne.", 'Caractères : 0123456789 ABC abc é ü ñ €'],
  width: 'Largeur',
  columns: '{n} caractères',
};

const ar: ReceiptWords = {
  receipt: 'إيصال',
  voucher: 'قسيمة PIN',
  testPage: 'اختبار الطابعة',
  reprint: 'نسخة مكررة {n}',
  taxId: 'الرقم الضريبي',
  date: 'التاريخ',
  clerk: 'البائع',
  sale: 'البيع',
  operator: 'المشغل',
  number: 'الرقم',
  email: 'البريد',
  sender: 'المرسل',
  paid: 'المدفوع',
  delivered: 'المستلم',
  toDeliver: 'سيستلم',
  rate: 'السعر',
  transaction: 'المعاملة',
  operatorReference: 'مرجع المشغل',
  pinCode: 'رمز PIN',
  serial: 'الرقم التسلسلي',
  validity: 'الصلاحية',
  faceValue: 'القيمة',
  pinInfo: 'معلومات',
  dial: 'اتصل',
  state: {
    succeeded: 'تم الإرسال',
    queued: 'قيد الانتظار — سيرسل عند عودة الاتصال',
    sending: 'قيد التأكيد — احتفظ بهذا الإيصال',
    processing: 'قيد التأكيد — احتفظ بهذا الإيصال',
    unknown: 'قيد التأكيد — احتفظ بهذا الإيصال',
    failed: 'لم يرسل — يعاد المبلغ',
    refunded: 'تم الاسترداد — يعاد المبلغ',
    cancelled: 'ألغي — يعاد المبلغ',
  },
  testLines: ['إذا قرأت هذا فالطابعة تعمل.', 'Characters: 0123456789 ABC abc é ü ñ €'],
  width: 'العرض',
  columns: '{n} حرفا',
};

export const RECEIPT_WORDS: Readonly<Record<Language, ReceiptWords>> = { en, fr, ar };

/** Fills `{n}` in a word. */
export function fill(word: string, n: number): string {
  return word.replace('{n}', String(n));
}
