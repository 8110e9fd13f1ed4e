// The server's 422s placed where the builder shows them: a pointer into the fields
// (/data/attributes/fields/3/label_nl, …/fields/3/options/0/label_nl) goes to that field's card
// and its editor, any other attribute (/data/attributes/title_nl) to the form's settings.
export interface BuilderErrors {
  /** By field position: the attribute (camelCase, options as 'options') and its message. */
  fields: Record<number, Record<string, string>>;
  /** By form attribute (camelCase). */
  form: Record<string, string>;
  /** Messages without a place. */
  other: string[];
}

export const NO_ERRORS: BuilderErrors = { fields: {}, form: {}, other: [] };

const camel = (s: string) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

type ErrorLike = { title?: string; detail?: string; source?: { pointer?: string } };

export function placeErrors(errors: ErrorLike[], fallback: string): BuilderErrors {
  const placed: BuilderErrors = { fields: {}, form: {}, other: [] };
  for (const error of errors) {
    const message = error.detail ?? error.title ?? fallback;
    const pointer = error.source?.pointer ?? '';
    const inField = /^\/data\/attributes\/fields\/(\d+)(?:\/(\w+))?(?:\/(\w+))?/.exec(pointer);
    if (inField) {
      const index = Number(inField[1]);
      // A rule's own name (…/rules/max_length → maxLength): the editor shows it at that input.
      const part = inField[2] === 'rules' && inField[3] ? inField[3] : inField[2];
      const attribute = part ? camel(part) : 'field';
      const at = (placed.fields[index] ??= {});
      at[attribute] ??= message;
      continue;
    }
    const inForm = /^\/data\/attributes\/(\w+)/.exec(pointer);
    if (inForm) {
      placed.form[camel(inForm[1]!)] ??= message;
      continue;
    }
    placed.other.push(message);
  }
  return placed;
}
