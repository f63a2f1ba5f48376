/**
 * TLS for every connection a chain makes (a till's link, the chain's commands): the server is checked against the
 * chain's CA and by the name the user typed — a DNS name against the certificate's DNS names (and sent as SNI), an
 * address against its IP names. Node checks "localhost" when it is given neither a servername nor a host, which is
 * how a centre reached by its address once failed with ERR_TLS_CERT_ALTNAME_INVALID: the host is always passed.
 */
import { isIP } from 'node:net';
import { checkServerIdentity, type PeerCertificate } from 'node:tls';

export interface ChainTlsFiles {
  /** The chain's CA certificate (PEM): the server must have been signed by it. */
  ca: string;
  /** The client's own certificate and key (PEM), for `cert` authentication; absent for a password login. */
  cert?: string;
  key?: string;
}

export function chainTlsOptions(host: string, files: ChainTlsFiles) {
  return {
    ca: files.ca,
    ...(files.cert !== undefined ? { cert: files.cert } : {}),
    ...(files.key !== undefined ? { key: files.key } : {}),
    rejectUnauthorized: true,
    host,
    ...(isIP(host) ? {} : { servername: host }),
    checkServerIdentity: (_servername: string, cert: PeerCertificate) => checkServerIdentity(host, cert),
  };
}
