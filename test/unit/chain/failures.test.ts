/**
 * The chain commands' failures said in one line, for the causes the integration tests cannot easily provoke on a
 * private server (a wrong password, a black-holed host, an unknown name, a permission): what, where, what to check.
 */
import { describe, expect, it } from 'vitest';
import { chainTarget } from '../../../chain/lib/admin-connection';
import { explainFailure } from '../../../chain/lib/failures';

const target = chainTarget('postgres://hq@central.example.com:6432/chain', { PGSSLROOTCERT: '/etc/chain/ca.crt' });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('a chain command failure, in words', () => {
  it('names the host, port, database and role it was reaching', () => {
    expect(explainFailure(Object.assign(new Error('write CONNECT_TIMEOUT'), { code: 'CONNECT_TIMEOUT' }), target)).toBe(
      'central.example.com:6432/chain as hq: no answer from central.example.com:6432 in time: check the host and port in --url, and any firewall in between',
    );
    expect(explainFailure(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }), target)).toMatch(/the host name "central\.example\.com" is not known here \(DNS\)/);
  });

  it('tells a wrong password, a missing database, a permission and a missing schema apart by their SQLSTATE', () => {
    expect(explainFailure(pgError('28P01', 'password authentication failed for user "hq"'), target)).toMatch(/^wrong password for hq at central\.example\.com:6432/);
    expect(explainFailure(pgError('3D000', 'database "chain" does not exist'), target)).toMatch(/no database "chain" at central\.example\.com:6432.*chain:setup/);
    expect(explainFailure(pgError('42501', 'permission denied for table chain_sale'), target, 'reader')).toMatch(/permission denied for table chain_sale.*chain:enroll --reader/);
    expect(explainFailure(pgError('42P01', 'relation "chain_sale" does not exist'), target)).toMatch(/does not hold the chain's schema.*chain:setup/);
    expect(explainFailure(pgError('28000', 'no pg_hba.conf entry for host "10.0.0.9", user "hq", database "chain", no encryption'), target)).toMatch(/without TLS.*pg_hba\.conf/);
    expect(explainFailure(pgError('28000', 'connection requires a valid client certificate'), target)).toMatch(/PGSSLCERT, PGSSLKEY and PGSSLROOTCERT/);
  });

  it('keeps a message of the chain\'s own as it is, on one line of its caller\'s making', () => {
    expect(explainFailure(new Error('hq is not a till or a reader of this chain'), target)).toBe('hq is not a till or a reader of this chain');
  });

  it('reads the target from PostgreSQL\'s environment when there is no URL', () => {
    expect(chainTarget(undefined, { PGHOST: '10.1.2.3', PGPORT: '5433', PGUSER: 'acct', PGDATABASE: 'chain' })).toMatchObject({ host: '10.1.2.3', port: 5433, user: 'acct', database: 'chain' });
  });
});
