/**
 * A sale's print jobs, oldest first (`printing.jobs`), kept current by `print.changed`: the automatic print when
 * a sale succeeds shows on its screen as it starts and as the printer answers. `printJobChanged` is how one job
 * lands in the cache (main's events and the answer of `printing.print` alike). While a job is still printing the
 * list is also read again now and then, as use-sale.ts does for a sale, in case its last event was missed.
 */
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PrintJob } from '@shared/contract';
import { tillKey } from './till-query';
import { useTillQuery } from './use-till-query';

const REREAD_MS = 2_000;

/**
 * The list with `job` in it: replaced in place, or added in id order. A job never steps back: a late "printing"
 * event for a job the list already has finished is ignored.
 */
export function jobsWithJob(jobs: PrintJob[], job: PrintJob): PrintJob[] {
  const index = jobs.findIndex((each) => each.id === job.id);
  if (index === -1) return [...jobs, job].sort((a, b) => a.id - b.id);
  const known = jobs[index];
  if (!known || (known.outcome !== 'printing' && job.outcome === 'printing')) return jobs;
  return jobs.map((each, at) => (at === index ? job : each));
}

/** One job started or finished: into its sale's cached list, if a screen has read it (else it is read when shown). */
export function printJobChanged(client: QueryClient, job: PrintJob): void {
  if (job.saleId === null) return;
  client.setQueryData<PrintJob[]>(tillKey('printing.jobs', { saleId: job.saleId }), (jobs) => (jobs ? jobsWithJob(jobs, job) : jobs));
}

/**
 * `saleId` null: no sale (the list is not read). `saleVersion`, the sale's `updatedAt`: the list is read again
 * when the sale changes, since a sale that just succeeded starts its automatic print.
 */
export function usePrintJobs(saleId: string | null, saleVersion?: string): UseQueryResult<PrintJob[]> {
  const jobs = useTillQuery(
    'printing.jobs',
    { saleId: saleId ?? '' },
    {
      enabled: saleId !== null,
      refetchInterval: (query) => (query.state.data?.some((job) => job.outcome === 'printing') ? REREAD_MS : false),
      refetchIntervalInBackground: true,
    },
  );
  const { refetch } = jobs;
  const seen = useRef(saleVersion);
  useEffect(() => {
    // The first version is read with the list itself; only a later one asks again.
    if (saleId === null || seen.current === saleVersion) return;
    seen.current = saleVersion;
    void refetch();
  }, [saleId, saleVersion, refetch]);
  return jobs;
}
