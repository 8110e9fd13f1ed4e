// Query parameters of GET /api/v1/volunteer_centers, /current and /{id}.
import { object, type InferType } from 'yup';
import { createIncludeParamSchema } from './include-param';

export const VOLUNTEER_CENTER_INCLUDES = ['profile'] as const;

export const volunteerCenterQuerySchema = object({
  include: createIncludeParamSchema(VOLUNTEER_CENTER_INCLUDES),
});
export type VolunteerCenterQuery = InferType<typeof volunteerCenterQuerySchema>;
