/**
 * The office's API as the app calls it: same-origin fetches with the session cookie, each answer parsed by its
 * schema (office/shared/contract.ts). A 401 means the session ended: the app shows the sign-in again.
 */
import type { z } from 'zod';
import { Problem } from '../shared/contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function problemOf(response: Response): Promise<ApiError> {
  const body = Problem.safeParse(await response.json().catch(() => null));
  return new ApiError(response.status, body.success ? body.data.code : 'UNKNOWN', body.success ? body.data.message : `HTTP ${response.status}`);
}

export async function getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw await problemOf(response);
  return schema.parse(await response.json());
}

export async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw await problemOf(response);
  return response.status === 204 ? null : response.json();
}
