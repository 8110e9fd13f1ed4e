import type {
  FormSubmissionAttributes,
  FormVersionAttributes,
} from '../../../common/schemas/forms';

export type FormVersion = FormVersionAttributes & { id: string; type: string };
export type FormSubmission = FormSubmissionAttributes & {
  id: string;
  type: string;
  /** The version answered, when the server includes it (GET /form_submissions/{id}). */
  formVersion?: FormVersion | null;
};
