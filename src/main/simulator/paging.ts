/**
 * Paging as the service does it: `page` is 1-based in the query, `number` and
 * `pageable.pageNumber` are 0-based in the answer; a page past the end is empty.
 */
export interface PageRequest {
  /** Zero-based. */
  index: number;
  size: number;
}

/** Largest page a client may ask for; bigger sizes are clamped rather than refused. */
const MAX_PAGE_SIZE = 1000;

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** Reads `page` and `size`; missing or unusable values fall back to the defaults (page 0 reads page 1). */
export function readPageRequest(query: URLSearchParams, defaultSize: number): PageRequest {
  const page = positiveInteger(query.get('page')) ?? 1;
  const size = Math.min(positiveInteger(query.get('size')) ?? defaultSize, MAX_PAGE_SIZE);
  return { index: page - 1, size };
}

const SORT = { unsorted: true, sorted: false };

export function pageOf<T>(items: readonly T[], request: PageRequest) {
  const offset = request.index * request.size;
  const content = items.slice(offset, offset + request.size);
  const totalPages = Math.ceil(items.length / request.size);
  return {
    content,
    pageable: {
      sort: SORT,
      pageSize: request.size,
      pageNumber: request.index,
      offset,
      paged: true,
      unpaged: false,
    },
    totalPages,
    totalElements: items.length,
    last: request.index >= totalPages - 1,
    first: request.index === 0,
    sort: SORT,
    numberOfElements: content.length,
    size: request.size,
    number: request.index,
  };
}
