/**
 * A network printer's address: "host" or "host:port", IPv6 in brackets ("[fe80::1]:9100"). Shared, so that
 * Settings refuse an address the printer code could not use, with the same words. Pure (no node:net): the
 * screen may check it too.
 */
export interface PrinterAddress {
  host: string;
  port: number;
}

export const DEFAULT_PRINTER_PORT = 9100;

const HOST_AND_PORT = /^(?:\[(?<v6>[^\]]*)\]|(?<host>[^:[\]]+))(?::(?<port>[^:/]*))?$/;
const LABEL = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isIPv6(host: string): boolean {
  if (!host.includes(':') || !/^[0-9A-Fa-f:.]+$/.test(host)) return false;
  try {
    new URL(`http://[${host}]/`);
    return true;
  } catch {
    return false;
  }
}

function isHostName(host: string): boolean {
  const labels = host.split('.');
  if (host.length > 253 || !labels.every((label) => LABEL.test(label))) return false;
  // All digits is meant as an IPv4 address, so it has to be one ("192.168.1.500" is a typo, not a name).
  return labels.every((label) => /^\d+$/.test(label)) ? IPV4.test(host) : true;
}

/** The address's host and port; throws an Error whose message a manager can act on. */
export function parseAddress(address: string): PrinterAddress {
  const match = HOST_AND_PORT.exec(address.trim());
  const v6 = match?.groups?.v6;
  const host = v6 ?? match?.groups?.host;
  if (host === undefined || !(v6 !== undefined ? isIPv6(host) : isHostName(host))) {
    throw new Error(
      `The printer address "${address}" is not valid. Write the printer's name or IP address, with its port after a colon if it is not ${DEFAULT_PRINTER_PORT}: 192.168.1.50, 192.168.1.50:9100, or [fe80::1]:9100 for IPv6.`,
    );
  }
  const portText = match?.groups?.port;
  if (portText === undefined) return { host, port: DEFAULT_PRINTER_PORT };
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : 0;
  if (port < 1 || port > 65535) throw new Error(`The port in the printer address "${address}" must be a number from 1 to 65535 (most printers use ${DEFAULT_PRINTER_PORT}).`);
  return { host, port };
}

export function formatAddress({ host, port }: PrinterAddress): string {
  return isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
}
