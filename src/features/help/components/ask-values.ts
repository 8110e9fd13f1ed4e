// The resident's ask form's values, which fields each step checks, and how they become the
// request the server reads (empty fields are missing), checked by the shared schema.
// yup's translated messages must be installed before common's schemas are defined.
import '../../../lib/forms/validation';
import { helpRequestCreateSchema } from '../../../../common/schemas/help';
import type { Availability } from '../../../../common/schemas/volunteer-profile';
import { validateWithSchema } from '../../../lib/forms/validation';

export interface AskValues {
  categoryId: string;
  description: string;
  availability: Availability;
  wantedFrom: string;
  wantedUntil: string;
  postcode: string;
  houseNumber: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export const STEP_FIELDS: (keyof AskValues)[][] = [
  ['categoryId', 'description'],
  ['availability', 'wantedFrom', 'wantedUntil'],
  ['postcode', 'houseNumber', 'contactName', 'contactEmail', 'contactPhone'],
];

const blank = (value: string | undefined) => (value?.trim() ? value : undefined);

/** The form's values as the schema (and the server) reads them: empty fields are missing. */
export function toRequestAttributes(values: AskValues) {
  return {
    categoryId: blank(values.categoryId),
    description: blank(values.description),
    availability: values.availability ?? {},
    wantedFrom: blank(values.wantedFrom) ?? null,
    wantedUntil: blank(values.wantedUntil) ?? null,
    postcode: blank(values.postcode),
    houseNumber: blank(values.houseNumber),
    contactName: blank(values.contactName),
    contactEmail: blank(values.contactEmail),
    contactPhone: blank(values.contactPhone) ?? null,
  };
}

const check = validateWithSchema<Record<string, unknown>>(helpRequestCreateSchema);
export const validateAsk = (values: AskValues) => check(toRequestAttributes(values));
