import { describe, expect, it } from 'vitest';
import { createNotFoundError, selectErrorCase } from './error-cases';
import { isCrawler } from './is-crawler';

describe('selectErrorCase', () => {
  it('recognises a wrong-center message before any status code', () => {
    const c = selectErrorCase({ statusCode: 401, message: 'Account belongs to the wrong center' });
    expect(c.id).toBe('wrongCenter');
    expect(c.titleId).toBe('error.wrongCenter.title');
  });
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
  ])('maps %i to %s', (statusCode, id) => {
    expect(selectErrorCase({ statusCode }).id).toBe(id);
  });
  it('shows another code in the title', () => {
    const c = selectErrorCase({ statusCode: 500, message: 'boom' });
    expect(c).toMatchObject({
      id: 'otherCode',
      titleId: 'error.other.titleWithCode',
      values: { code: 500 },
    });
  });
  it('uses the title without a code when there is none', () => {
    expect(selectErrorCase({}).id).toBe('noCode');
    expect(selectErrorCase({ statusCode: 0 }).id).toBe('noCode');
  });
  it('builds the fatal 404 of an unknown route', () => {
    expect(createNotFoundError('/a/b')).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /a/b',
    });
  });
});

describe('isCrawler', () => {
  it('tells crawlers from browsers', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(
      isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'),
    ).toBe(false);
  });
});
