// A center's forms as the browser reads them (common/schemas/forms.ts, camelCased).
import type { Flat } from '../../../common/jsonapi';
import type { FormAttributes, FormVersionAttributes } from '../../../common/schemas/forms';

export type CenterForm = Flat<FormAttributes>;
export type FormVersion = Flat<FormVersionAttributes>;

/** What the builder sends on POST and PATCH /forms (docs/forms-api.md). */
export type FormInput = Partial<
  Pick<
    FormAttributes,
    | 'titleNl'
    | 'titleEn'
    | 'descriptionNl'
    | 'descriptionEn'
    | 'thankYouNl'
    | 'thankYouEn'
    | 'fields'
    | 'retentionMonths'
    | 'sendConfirmation'
    | 'notifyMe'
    | 'status'
  >
>;
