/** One page of a paged list, 1-based like the `page` query parameter (the service's `number` is 0-based). */
export interface Page<T> {
  content: T[];
  page: number;
  totalPages: number;
  totalElements: number;
  last: boolean;
}

export interface PageQuery {
  /** 1-based; the service's default is 1. */
  page?: number;
  size?: number;
}

export interface Envelope<T> {
  content: T[];
  number?: number | undefined;
  totalPages?: number | undefined;
  totalElements?: number | undefined;
  last?: boolean | undefined;
}

/**
 * Normalises an envelope. When paging fields are missing, `last` is decided so that iteration
 * errs towards asking for one more (possibly empty) page rather than silently stopping early.
 */
export function toPage<T>(envelope: Envelope<T>, requestedPage: number): Page<T> {
  const page = envelope.number === undefined ? requestedPage : envelope.number + 1;
  const last =
    envelope.last ?? (envelope.totalPages === undefined ? envelope.content.length === 0 : page >= envelope.totalPages);
  return {
    content: envelope.content,
    page,
    totalPages: envelope.totalPages ?? (last ? page : page + 1),
    totalElements: envelope.totalElements ?? envelope.content.length,
    last,
  };
}

/**
 * Every item of every page, fetched one page at a time as the consumer reads. Stops on the last
 * page, an empty page, or past `totalPages`, so a service that ignores `page` cannot loop it forever.
 */
export async function* eachItem<T>(fetchPage: (page: number) => Promise<Page<T>>): AsyncGenerator<T, void, undefined> {
  for (let page = 1; ; page += 1) {
    const current = await fetchPage(page);
    yield* current.content;
    if (current.last || current.content.length === 0 || page >= current.totalPages) return;
  }
}
