/** English: the reference catalogue, one namespace per part of the till. */
import { common } from './common';
import { recent } from './recent';
import { settings } from './settings';
import { halted } from './halted';
import { backups } from './backups';
import { states } from './states';
import { gates } from './gates';
import { sale } from './sale';
import { operator } from './operator';
import { amount } from './amount';
import { email } from './email';
import { number } from './number';
import { country } from './country';
import { print } from './print';
import { clerks } from './clerks';
import { day } from './day';
import { customer } from './customer';
import { charts } from './charts';

export const en = { common, recent, settings, halted, backups, states, gates, sale, operator, amount, email, number, country, print, clerks, day, customer, charts } as const;
