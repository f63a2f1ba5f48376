/**
 * A plan's description as the service writes it ("3 GB, 30 days", "100 minutes + 1 GB, 30 days",
 * "Data 1.5GB/day valid 28 Days") made readable one way everywhere: the allowances joined by " + ", then " · "
 * and how long it lasts. Data units (GB, MB) read the same in every language; the words come from the
 * catalogue, so nothing here is English. A description it does not wholly understand is shown as the service
 * wrote it: a half-read plan could tell the customer something the operator does not sell.
 */
export type PlanPart =
  | { kind: 'data'; amount: number; unit: string; perDay: boolean }
  | { kind: 'minutes'; count: number }
  | { kind: 'sms'; count: number }
  | { kind: 'unlimited-calls' }
  | { kind: 'unlimited-data' }
  | { kind: 'days'; count: number }
  | { kind: 'hours'; count: number };

export interface PlanWords {
  number(value: number): string;
  days(count: number): string;
  hours(count: number): string;
  minutes(count: number): string;
  sms(count: number): string;
  perDay(data: string): string;
  unlimitedCalls: string;
  unlimitedData: string;
}

interface Reader {
  pattern: RegExp;
  read(match: RegExpExecArray): PlanPart;
}

const whole = (text: string | undefined) => Number(text ?? '0');
const decimal = (text: string | undefined) => Number((text ?? '0').replace(',', '.'));

// Longest phrases first: "unlimited data" must not leave "data" behind as a filler word.
const READERS: readonly Reader[] = [
  { pattern: /\bunlimited\s+(?:calls?|minutes?|talk(?:time)?|voice)\b/iy, read: () => ({ kind: 'unlimited-calls' }) },
  { pattern: /\bunlimited\s+(?:data|internet)\b/iy, read: () => ({ kind: 'unlimited-data' }) },
  {
    pattern: /(\d+(?:[.,]\d+)?)\s*(TB|GB|MB|KB)\b(\s*(?:\/|per)\s*day\b)?/iy,
    read: (m) => ({ kind: 'data', amount: decimal(m[1]), unit: (m[2] ?? '').toUpperCase(), perDay: m[3] !== undefined }),
  },
  { pattern: /(\d+)\s*(?:minutes?|mins?)\b/iy, read: (m) => ({ kind: 'minutes', count: whole(m[1]) }) },
  { pattern: /(\d+)\s*(?:sms|texts?)\b/iy, read: (m) => ({ kind: 'sms', count: whole(m[1]) }) },
  { pattern: /(\d+)\s*-?\s*days?\b/iy, read: (m) => ({ kind: 'days', count: whole(m[1]) }) },
  { pattern: /(\d+)\s*-?\s*(?:hours?|hrs?)\b/iy, read: (m) => ({ kind: 'hours', count: whole(m[1]) }) },
];

/** Words and signs that join the parts and say nothing themselves. */
const FILLER = /(?:\s+|[,;+&|/:()·-]+|\b(?:valid(?:ity)?|for|data|internet|and|with)\b)/iy;

/** The parts of a description, in its order; null when any of it is not understood. */
export function parsePlan(description: string): PlanPart[] | null {
  const parts: PlanPart[] = [];
  let at = 0;
  while (at < description.length) {
    const part = readAt(description, at);
    if (part) {
      parts.push(part.part);
      at = part.end;
      continue;
    }
    FILLER.lastIndex = at;
    if (!FILLER.exec(description)) return null;
    at = FILLER.lastIndex;
  }
  return parts.length > 0 ? parts : null;
}

function readAt(text: string, at: number): { part: PlanPart; end: number } | null {
  for (const reader of READERS) {
    reader.pattern.lastIndex = at;
    const match = reader.pattern.exec(text);
    if (match) return { part: reader.read(match), end: reader.pattern.lastIndex };
  }
  return null;
}

const isValidity = (part: PlanPart) => part.kind === 'days' || part.kind === 'hours';

function partText(part: PlanPart, words: PlanWords): string {
  switch (part.kind) {
    case 'data': {
      const data = `${words.number(part.amount)} ${part.unit}`;
      return part.perDay ? words.perDay(data) : data;
    }
    case 'minutes':
      return words.minutes(part.count);
    case 'sms':
      return words.sms(part.count);
    case 'unlimited-calls':
      return words.unlimitedCalls;
    case 'unlimited-data':
      return words.unlimitedData;
    case 'days':
      return words.days(part.count);
    case 'hours':
      return words.hours(part.count);
  }
}

/** The readable phrases: what the plan gives, then how long it lasts; null when the description is not understood. */
export function planPhrases(description: string, words: PlanWords): { allowances: string[]; validity: string[] } | null {
  const parts = parsePlan(description);
  if (!parts) return null;
  return {
    allowances: parts.filter((part) => !isValidity(part)).map((part) => partText(part, words)),
    validity: parts.filter(isValidity).map((part) => partText(part, words)),
  };
}

/** "1.5 GB · 30 days", "100 minutes + 1 GB · 30 days"; the description itself when it is not understood. */
export function planText(description: string, words: PlanWords): string {
  const phrases = planPhrases(description, words);
  if (!phrases) return description;
  return [phrases.allowances.join(' + '), ...phrases.validity].filter((text) => text !== '').join(' · ');
}
