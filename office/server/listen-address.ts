/** Where the office listens, and whether that is this machine only (plain HTTP is allowed only there). */
import { isIP } from 'node:net';

export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** The address a browser types: IPv6 in brackets. */
export function officeUrl(host: string, port: number, secure: boolean): string {
  return `${secure ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}
