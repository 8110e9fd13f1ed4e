// The organization schemas of common/, loaded after the translated yup messages are installed
// (yup reads them when a schema is defined).
import '../../lib/forms/validation';

export {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TRANSITIONS,
  ORGANIZATION_TYPES,
  organizationSchema,
  organizationSignupSchema,
  organizationUpdateSchema,
} from '../../../common/schemas/organizations';
