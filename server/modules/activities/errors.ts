// The activity calendar's own refusals, each with a code for machines and a catalogue message
// (i18n activities.error.*) that tells the volunteer or organizer what happened and what to do.
import { ERROR_CODE } from '../../../common/errors';
import { AppError } from '../../lib/app-error';

export function createInvalidError(detail: string, pointer: string, id?: string): AppError {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer },
    ...(id ? { message: { id } } : {}),
  });
}

export function createOverlapError(): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.overlappingRegistration,
    title: 'Overlapping registration',
    detail:
      'You are registered for another activity or shift at the same time. Cancel that one first, or choose another shift.',
    source: { pointer: '/data' },
    message: { id: 'activities.error.overlapping' },
  });
}

export function createAlreadyRegisteredError(): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.alreadyRegistered,
    title: 'Already registered',
    detail: 'You are registered for this already (or on its waitlist).',
    source: { pointer: '/data' },
    message: { id: 'activities.error.alreadyRegistered' },
  });
}

export function createClosedError(reason: 'closed' | 'started' | 'cancelled'): AppError {
  const detail = {
    closed: 'The organizer has closed registration for this activity.',
    started: 'This activity has started already, so registration is closed.',
    cancelled: 'This activity has been cancelled.',
  }[reason];
  return new AppError({
    status: 409,
    code: ERROR_CODE.registrationClosed,
    title: 'Registration closed',
    detail,
    source: { pointer: '/data' },
    message: { id: `activities.error.${reason}` },
  });
}

export function createTransitionError(detail: string, id: string): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.invalidTransition,
    title: 'Not possible now',
    detail,
    source: { pointer: '/data/attributes/status' },
    message: { id },
  });
}
