import type { Messages } from '../messages';
import type { clerks as english } from '../en/clerks';

export const clerks: Messages<typeof english> = {
  title: 'Vendeurs',
};
