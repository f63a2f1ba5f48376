/** Reading request bodies and writing answers over node:http. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './errors';
import { serialise } from './json-bytes';

const MAX_BODY_BYTES = 1_000_000;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep reading past the limit (and drop it) so the client gets the 413 rather than a reset.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new ApiError(413, null, `Request body larger than ${MAX_BODY_BYTES} bytes`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
    // A client gone mid-body: settle so nothing waits forever (no-op once 'end' resolved).
    request.on('close', () => reject(new ApiError(400, null, 'Request body incomplete')));
  });
}

/**
 * Parses a JSON body; the token endpoint also takes an OAuth form body. An empty or malformed body
 * is a 400 in the API error shape.
 */
export function parseBody(text: string, contentType: string | undefined, allowForm: boolean): unknown {
  if (allowForm && /^application\/x-www-form-urlencoded/i.test(contentType ?? '')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') throw new ApiError(400, null, 'Required request body is missing');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, null, `Malformed JSON request body: ${(error as Error).message}`);
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // Bytes, not text: encoded once here, where text would be measured and then encoded again on the way out.
  const bytes = serialise(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': bytes.length,
    ...headers,
  });
  response.end(bytes);
}
