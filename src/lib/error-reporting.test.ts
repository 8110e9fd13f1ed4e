import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { captureError, isReportingEnabled, shouldReport } from './error-reporting';

describe('shouldReport', () => {
  it('never reports status 300 to 499', () => {
    for (const status of [300, 301, 400, 401, 403, 404, 409, 422, 429, 499]) {
      expect(shouldReport(new ApiError('x', { status })), String(status)).toBe(false);
      expect(shouldReport({ statusCode: status }), `statusCode ${status}`).toBe(false);
    }
  });

  it('reports server errors, plain errors and errors without a status', () => {
    expect(shouldReport(new ApiError('x', { status: 500 }))).toBe(true);
    expect(shouldReport(new ApiError('x', { status: 503 }))).toBe(true);
    expect(shouldReport({ status: 299 })).toBe(true);
    expect(shouldReport(new Error('boom'))).toBe(true);
    expect(shouldReport('a string')).toBe(true);
  });

  it('does not report cancelled requests', () => {
    expect(shouldReport(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('without a DSN', () => {
  it('stays off and capturing is a no-op', () => {
    expect(isReportingEnabled()).toBe(false);
    expect(() => captureError(new Error('ignored'))).not.toThrow();
  });
});
