/**
 * An answer serialised ahead of time. The catalog never changes while a simulator runs, so its records are
 * made into JSON once and answers are put together from those bytes: a page of 200 operators cost the
 * simulator more to serialise than either client spent reading it, on the event loop both clients share.
 * The bytes are exactly JSON.stringify's of the same objects, so no client can tell.
 */
export class JsonBytes {
  private constructor(readonly bytes: Buffer) {}

  static of(value: unknown): JsonBytes {
    return new JsonBytes(serialise(value));
  }

  /** `[a,b,…]`. */
  static array(items: readonly JsonBytes[]): JsonBytes {
    const parts: Buffer[] = [OPEN_ARRAY];
    items.forEach((item, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(item.bytes);
    });
    parts.push(CLOSE_ARRAY);
    return new JsonBytes(Buffer.concat(parts));
  }

  /** What `{ [key]: value, ...rest }` serialises to, `value` being bytes already. */
  static withFirst(key: string, value: JsonBytes, rest: object): JsonBytes {
    const tail = JSON.stringify(rest).slice(1);
    return new JsonBytes(Buffer.concat([Buffer.from(`{${JSON.stringify(key)}:`), value.bytes, Buffer.from(tail === '}' ? tail : `,${tail}`)]));
  }
}

const OPEN_ARRAY = Buffer.from('[');
const CLOSE_ARRAY = Buffer.from(']');
const COMMA = Buffer.from(',');

/** An answer's body as bytes: serialised now, unless it already was. */
export function serialise(body: unknown): Buffer {
  return body instanceof JsonBytes ? body.bytes : Buffer.from(JSON.stringify(body));
}
