/** Operator records as JSON bytes, each made once per way of asking for it (see json-bytes.ts for why). */
import { JsonBytes } from '../json-bytes';
import type { Catalog, OperatorDef } from './index';
import { operatorRecord, type SuggestedFields } from './records';

/** Every operator of a catalog, in each of the four suggested-amounts forms, for a couple of origins. */
const MAX_RECORDS = 8_000;

export type OperatorJson = (operator: OperatorDef, asked: SuggestedFields, origin: string) => JsonBytes;

export function createOperatorJson(catalog: Catalog): OperatorJson {
  const made = new Map<string, JsonBytes>();
  return (operator, asked, origin) => {
    const key = `${operator.id} ${asked.suggestedAmounts} ${asked.suggestedAmountsMap} ${origin}`;
    let json = made.get(key);
    if (json === undefined) {
      // The origin is the client's Host header: any client can send new ones, so the cache is bounded.
      if (made.size >= MAX_RECORDS) made.clear();
      json = JsonBytes.of(operatorRecord(catalog, operator, asked, origin));
      made.set(key, json);
    }
    return json;
  };
}
