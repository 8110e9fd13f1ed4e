// The activity calendar as the browser reads it (common/schemas/activity-wire.ts, flattened and
// camelCased).
import type { Flat } from '../../../common/jsonapi';
import type {
  ActivityAttributes,
  ActivityShiftAttributes,
  MyRegistration,
  RegistrationAttributes,
} from '../../../common/schemas/activity-wire';

export type Activity = Flat<ActivityAttributes>;
export type ActivityShift = ActivityShiftAttributes;
export type Registration = Flat<RegistrationAttributes>;
export type { MyRegistration };
