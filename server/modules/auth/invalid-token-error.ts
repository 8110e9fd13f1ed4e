// The answer to a mailed link whose token is unknown, used or expired (confirmation, password
// reset): a 400 naming the token's parameter or attribute.
import { ERROR_CODE } from '../../../common/errors';
import { AppError } from '../../lib/app-error';

export function createInvalidTokenError(
  detail: string,
  source: { parameter?: string; pointer?: string },
): AppError {
  return new AppError({ status: 400, code: ERROR_CODE.invalidToken, detail, source });
}
