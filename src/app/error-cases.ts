// Chooses the row of SPEC section 8's error screen table for an error: by message first
// ('wrong center'), then by status code.
import { isWrongCenterMessage } from '../../common/errors';

export interface AppErrorInfo {
  statusCode?: number | null;
  message?: string | null;
}

export type ErrorCaseId =
  'wrongCenter' | 'unauthorized' | 'forbidden' | 'notFound' | 'otherCode' | 'noCode';

export interface ErrorCase {
  id: ErrorCaseId;
  titleId: string;
  textId: string;
  values: Record<string, string | number>;
}

export function selectErrorCase(error: AppErrorInfo): ErrorCase {
  const code = error.statusCode ?? null;
  if (isWrongCenterMessage(error.message)) {
    return {
      id: 'wrongCenter',
      titleId: 'error.wrongCenter.title',
      textId: 'error.wrongCenter.text',
      values: {},
    };
  }
  switch (code) {
    case 401:
      return {
        id: 'unauthorized',
        titleId: 'error.401.title',
        textId: 'error.401.text',
        values: {},
      };
    case 403:
      return { id: 'forbidden', titleId: 'error.403.title', textId: 'error.403.text', values: {} };
    case 404:
      return { id: 'notFound', titleId: 'error.404.title', textId: 'error.404.text', values: {} };
  }
  if (typeof code === 'number' && code > 0) {
    return {
      id: 'otherCode',
      titleId: 'error.other.titleWithCode',
      textId: 'error.other.text',
      values: { code },
    };
  }
  return { id: 'noCode', titleId: 'error.other.title', textId: 'error.other.text', values: {} };
}

/** The fatal 404 of an unknown route (SPEC section 8). */
export function createNotFoundError(path: string): Required<AppErrorInfo> {
  return { statusCode: 404, message: `Page Not Found: ${path}` };
}
