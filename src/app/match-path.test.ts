import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it('matches static and parameter segments', () => {
    expect(matchPath('/users/:id/edit', '/users/42/edit')).toEqual({ id: '42' });
    expect(matchPath('/users/:id/edit', '/users/42')).toBeNull();
    expect(matchPath('/users/add', '/users/add/')).toEqual({});
  });
  it('handles optional parameters', () => {
    expect(matchPath('/:slug?', '/')).toEqual({ slug: undefined });
    expect(matchPath('/:slug?', '/over-ons')).toEqual({ slug: 'over-ons' });
    expect(matchPath('/:slug?', '/a/b')).toBeNull();
    expect(matchPath('/forms/:token?', '/forms')).toEqual({ token: undefined });
  });
  it('decodes parameters and rejects broken encodings', () => {
    expect(matchPath('/nieuws/:slug?', '/nieuws/caf%C3%A9')).toEqual({ slug: 'café' });
    expect(matchPath('/nieuws/:slug?', '/nieuws/%E0%A4%A')).toBeNull();
  });
});
