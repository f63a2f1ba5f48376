import type { Messages } from '../messages';
import type { charts as en } from '../en/charts';

export const charts: Messages<typeof en> = {
  showNumbers: 'عرض الأرقام',
  hideNumbers: 'إخفاء الأرقام',
  nothing: 'لا شيء للرسم بعد',
};
