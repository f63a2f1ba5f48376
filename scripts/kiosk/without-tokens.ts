/**
 * A text the kiosk logs with every launch token in it masked: a web host that fails to start is reported with what
 * it printed, which may hold its ready line (`…/#token=…`). Pure.
 */
export function withoutTokens(text: string): string {
  return text.replace(/token=[^\s&"']+/g, 'token=[redacted]');
}
