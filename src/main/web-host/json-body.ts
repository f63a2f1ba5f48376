/** Reading a request's JSON body with a size limit, in the contract's own error words. */
import type { IncomingMessage } from 'node:http';
import { TillError } from '../../shared/errors';

/** The largest contract input (settings with a receipt header and footer) is a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** The parsed body; an empty body is `undefined` (methods whose input is optional). */
export async function readJsonBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLarge(`The request is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new BodyTooLarge(`The request is larger than ${limit} bytes.`);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TillError('INVALID_INPUT', 'The request body is not valid JSON.');
  }
}
