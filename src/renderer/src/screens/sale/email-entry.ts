/**
 * The e-mail-addressed operator's recipient: an address at one of the operator's own domains (the service
 * takes no other). Pure, so the rules are tested without a screen. A mistake is said only once it is one, not
 * while the clerk is still typing.
 */
export const MAX_EMAIL_LENGTH = 254;

/** Letters, digits and . _ + - ; no dot first, last or twice in a row (a subset of what the core's schema takes). */
const LOCAL_PART = /^[a-z0-9_+-](?:[a-z0-9._+-]*[a-z0-9_+-])?$/i;

export type EmailTrouble = 'address' | 'domain';

function split(email: string): { local: string; domain: string } | null {
  const at = email.lastIndexOf('@');
  return at < 0 ? null : { local: email.slice(0, at), domain: email.slice(at + 1).toLowerCase() };
}

const localOk = (local: string) => LOCAL_PART.test(local) && !local.includes('..');

/** Why the address cannot be topped up; null when it can. */
export function emailTrouble(email: string, domains: readonly string[]): EmailTrouble | null {
  const parts = split(email.trim());
  if (!parts || !localOk(parts.local)) return 'address';
  return domains.includes(parts.domain) ? null : 'domain';
}

/** The trouble worth saying now: none while the name is being typed or the ending is on its way to a domain. */
export function emailTroubleToShow(email: string, domains: readonly string[]): EmailTrouble | null {
  const text = email.trim();
  const parts = split(text);
  if (!parts) return text === '' || localOk(text) ? null : 'address';
  if (!localOk(parts.local)) return 'address';
  if (domains.some((domain) => domain.startsWith(parts.domain))) return null;
  return 'domain';
}

/** The name typed so far with one of the operator's endings: "ana" or "ana@nau" → "ana@nauta.com.cu". */
export function withEnding(email: string, domain: string): string {
  const at = email.indexOf('@');
  return `${(at < 0 ? email : email.slice(0, at)).trim()}@${domain}`;
}
