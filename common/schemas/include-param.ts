// The JSON:API `include` query parameter: a comma-separated list of relationship paths, each of
// which the endpoint must support (unknown paths are a 400, JSON:API section "Inclusion").
import { string } from 'yup';

export function createIncludeParamSchema(allowed: readonly string[]) {
  return string()
    .optional()
    .test('known-include', function check(value) {
      if (value === undefined || value.trim() === '') return true;
      const unknown = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => !allowed.includes(s));
      if (unknown.length === 0) return true;
      return this.createError({
        message:
          allowed.length > 0
            ? `include may only name ${allowed.join(', ')} (unknown: ${unknown.join(', ')})`
            : `include is not supported here (unknown: ${unknown.join(', ')})`,
      });
    });
}

/** The included paths of a valid `include` value. */
export function splitInclude(value: string | undefined): Set<string> {
  if (!value) return new Set();
  return new Set(
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
