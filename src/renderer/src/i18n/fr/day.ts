import type { Messages } from '../messages';
import type { day as english } from '../en/day';

export const day: Messages<typeof english> = {
  title: 'Journée',
};
