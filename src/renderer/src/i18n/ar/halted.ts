import type { Messages } from '../messages';
import type { halted as en } from '../en/halted';

export const halted: Messages<typeof en> = {
  label: 'الصندوق متوقّف',
  title: 'توقّف الصندوق عن استقبال المبيعات',
  reading: 'جارٍ قراءة ما حدث…',
  fileAt: 'ملف السجلّ محفوظ في:',
  tryAgain: 'حاول مرة أخرى',
  tryingAgain: 'جارٍ المحاولة مرة أخرى…',
  stillHalted: 'أُعيدت المحاولة في {{time}}: لا يزال السجلّ غير قابل للاستخدام.',
  restoredButHalted: 'استُعيدت النسخة الاحتياطية، لكن الصندوق لا يزال عاجزًا عن استخدامها.',
  backups: 'النسخ الاحتياطية',
  noBackupNeeded: 'السجلّ نفسه غير تالف، فلا حاجة إلى نسخة احتياطية: أصلِح السبب المذكور أعلاه، ثم اضغط «حاول مرة أخرى».',
};
