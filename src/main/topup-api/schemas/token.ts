import { amount, asSchema, objectOf, REFUSED, string, type Reader } from './fields';

const nonEmpty: Reader<string> = (value, issues) => {
  const out = string(value, issues);
  if (out === REFUSED || out.length > 0) return out;
  issues.push({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: value });
  return REFUSED;
};

const positive: Reader<number> = (value, issues) => {
  const out = amount(value, issues);
  if (out === REFUSED || out > 0) return out;
  issues.push({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: out });
  return REFUSED;
};


export const tokenSchema = asSchema(
  objectOf((fields) => ({
    access_token: fields.read('access_token', nonEmpty),
    expires_in: fields.read('expires_in', positive),
    token_type: fields.textOrNull('token_type'),
    scope: fields.textOrNull('scope'),
  })),
);
