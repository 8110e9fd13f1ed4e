// The users schemas of common/, loaded after the translated yup messages are installed (yup
// reads them when a schema is defined), plus the form-only wrappers of the users pages.
import '../../lib/forms/validation';
import { object, string } from 'yup';
import {
  EDITABLE_USER_STATUSES,
  ROLE_NAMES,
  USER_STATUSES,
  roleSchema,
  userInviteSchema,
  userUpdateSchema,
} from '../../../common/schemas/users';

export { EDITABLE_USER_STATUSES, ROLE_NAMES, USER_STATUSES, userInviteSchema, userUpdateSchema };

/** The add-role form: the scope a role needs is required (the server would refuse without). */
export const addRoleFormSchema = roleSchema.shape({
  name: string().oneOf(ROLE_NAMES).required(),
  organizationId: string().when('name', {
    is: 'organization_admin',
    then: (s) => s.required(),
    otherwise: (s) => s.strip(),
  }),
  centerId: string().when('name', {
    is: 'center_admin',
    then: (s) => s.required(),
    otherwise: (s) => s.strip(),
  }),
});

export const inviteFormSchema = userInviteSchema.concat(
  object({
    role: string()
      .oneOf([...ROLE_NAMES])
      .when('organizationId', {
        is: (v: unknown) => !v,
        then: (s) => s.notOneOf(['organization_admin']),
      })
      .optional(),
  }),
);
