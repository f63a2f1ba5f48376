/** The Tills page: every till the chain has enrolled, revoked ones too. */
import type { Sql } from '../../../chain/lib/admin-connection';
import type { TillsAnswer } from '../../shared/contract';
import { tillFacts } from './till-facts';

export async function tillsQuery(sql: Sql): Promise<TillsAnswer> {
  const tills = await tillFacts(sql);
  return { tills: tills.map(({ timeZone: _zone, ...till }) => till) };
}
