// What makes two requests the same for an Idempotency-Key: method, URL and body, the body's
// object keys in a fixed order. Stored fingerprints depend on this text: change it only with a
// way to read the old ones.
import { createHash } from 'node:crypto';

/** Literal text among the values still to write (canonicalJson's work list). */
class JsonText {
  constructor(readonly text: string) {}
}
const COMMA = new JsonText(',');
const ARRAY_END = new JsonText(']');
const OBJECT_END = new JsonText('}');

/**
 * JSON with object keys sorted, so a fingerprint does not depend on key order. Iterative: a body
 * nested thousands of levels deep (valid JSON within the body limit) must not overflow the stack.
 */
function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  const todo: unknown[] = [value];
  while (todo.length > 0) {
    const item = todo.pop();
    if (item instanceof JsonText) {
      parts.push(item.text);
    } else if (Array.isArray(item)) {
      parts.push('[');
      todo.push(ARRAY_END);
      for (let i = item.length - 1; i >= 0; i--) {
        todo.push(item[i]);
        if (i > 0) todo.push(COMMA);
      }
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      parts.push('{');
      todo.push(OBJECT_END);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, v] = entries[i]!;
        todo.push(v, new JsonText(`${JSON.stringify(key)}:`));
        if (i > 0) todo.push(COMMA);
      }
    } else {
      parts.push(JSON.stringify(item) ?? '');
    }
  }
  return parts.join('');
}

/** SHA-256 (hex) of method, URL (path and query) and the request body. */
export function fingerprintRequest(method: string, url: string, body: unknown): string {
  const hash = createHash('sha256');
  hash.update(method.toUpperCase());
  hash.update('\n');
  hash.update(url);
  hash.update('\n');
  if (body === undefined || body === null) hash.update('');
  else if (Buffer.isBuffer(body)) hash.update(body);
  else if (typeof body === 'string') hash.update(body);
  else hash.update(canonicalJson(body));
  return hash.digest('hex');
}
