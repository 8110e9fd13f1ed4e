// Which catalogue text (i18n/*.json) a failing field gets: yup's rule (its type and params) or the
// schema's own message descriptor, mapped here once, so the schemas in common/ stay as the forms
// use them: every module's 422 speaks the forms' words, and a form that checks with a schema it
// shares with the server (src/lib/forms/validation.ts validateWithSharedSchema) says the same.

/** A text of the catalogue by its id, with the values its placeholders take. */
export interface CatalogueMessage {
  id: string;
  values?: Record<string, string | number>;
}

function isCatalogueMessage(value: unknown): value is CatalogueMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/** One failing field: yup's path, its message (text or descriptor), the rule and its params. */
export interface Problem {
  path: string;
  message: unknown;
  type?: string;
  params?: Record<string, unknown>;
}

/** The last named segment of a yup path ('address.postcode' -> 'postcode'). */
function lastName(path: string): string {
  return (
    path
      .split(/[.[\]"]+/)
      .filter((s) => s && !/^\d+$/.test(s))
      .pop() ?? ''
  );
}

/** A rule of a schema's own test, by its name (and the field it names), as a catalogue id. */
function describeOwnTest(type: string, path: string): string | undefined {
  switch (type) {
    case 'date':
      return 'validation.date';
    case 'period':
    case 'title-and-period':
      return lastName(path) === 'endsOn'
        ? 'vacancyManage.error.endBeforeStart'
        : 'vacancyManage.error.oneTitle';
    case 'no-nul':
      return 'validation.nul';
    default:
      return undefined;
  }
}

function describeSize(kind: 'min' | 'max', params: Record<string, unknown>): CatalogueMessage {
  const limit = params[kind] as number;
  const value = params.value;
  if (Array.isArray(value)) {
    return kind === 'min'
      ? { id: 'validation.required' }
      : { id: 'validation.listMax', values: { max: limit } };
  }
  if (typeof value === 'number') {
    return {
      id: kind === 'min' ? 'validation.numberMin' : 'validation.numberMax',
      values: { [kind]: limit },
    };
  }
  // A text of at least one character is a text that must be given.
  if (kind === 'min' && limit === 1) return { id: 'validation.required' };
  return { id: `validation.${kind}`, values: { [kind]: limit } };
}

/**
 * The catalogue message (without its field) for a problem, or null when the schema's own English
 * message has no counterpart in the catalogue (it is then answered as it is).
 */
export function describeProblem(problem: Problem): CatalogueMessage | null {
  const { message, type = '', params = {} } = problem;
  if (isCatalogueMessage(message)) return { id: message.id, values: message.values };
  switch (type) {
    case 'required':
    case 'optionality':
    case 'nullable':
      return { id: 'validation.required' };
    case 'email':
      return { id: 'validation.email' };
    case 'url':
      return { id: 'validation.url' };
    case 'integer':
      return { id: 'validation.integer' };
    case 'min':
    case 'max':
      return describeSize(type, params);
    case 'typeError':
      return {
        id:
          params.type === 'number'
            ? 'validation.number'
            : params.type === 'boolean'
              ? 'validation.boolean'
              : params.type === 'array'
                ? 'validation.list'
                : 'validation.default',
      };
    case 'matches':
      return lastName(problem.path) === 'postcode'
        ? { id: 'vacancyManage.error.postcode' }
        : { id: 'validation.default' };
    case 'oneOf':
    case 'notOneOf':
    case 'length':
      return { id: 'validation.default' };
    default: {
      const id = describeOwnTest(type, problem.path);
      return id ? { id } : null;
    }
  }
}
