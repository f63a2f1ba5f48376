import type { z } from 'zod';
import { SchemaError } from '../errors';

/**
 * Parses a 2xx body against its schema. Anything short of the contract becomes a SchemaError that
 * keeps the raw body, never a crash further down. `redact` hides secrets (the access token) from
 * the kept body.
 */
export function decode<S extends z.ZodType>(
  schema: S,
  body: string,
  status: number,
  redact: (raw: string) => string = (raw) => raw,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SchemaError({ raw: redact(body), issues: ['the body is not JSON'], status });
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new SchemaError({ raw: redact(body), issues: describeIssues(result.error.issues), status });
  return result.data;
}

type Issue = z.core.$ZodIssue;

/** One line per problem, 'path.to.field: what is wrong', unions flattened into their branches. */
function describeIssues(issues: readonly Issue[], prefix: PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return issue.errors.flatMap((branch) => describeIssues(branch, path));
    }
    return [`${path.length > 0 ? path.map(String).join('.') : '(body)'}: ${issue.message}`];
  });
}
