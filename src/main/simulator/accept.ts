/** Content negotiation: the API answers only the versioned media type and plain JSON. */
import { ApiError } from './errors';

export const VERSIONED_MEDIA_TYPE = 'application/com.reloadly.topups-v1+json';

const ACCEPTED = new Set([VERSIONED_MEDIA_TYPE, 'application/json', 'application/*', '*/*']);

/** Throws 406 unless the Accept header (absent counts as anything) allows one of our media types. */
export function checkAccept(header: string | undefined): void {
  if (header === undefined || header.trim() === '') return;
  const types = header.split(',').map((entry) => (entry.split(';')[0] ?? '').trim().toLowerCase());
  if (!types.some((type) => ACCEPTED.has(type))) {
    throw new ApiError(406, null, `Not acceptable: send Accept: ${VERSIONED_MEDIA_TYPE}`);
  }
}
