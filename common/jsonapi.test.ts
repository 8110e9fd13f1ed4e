import { describe, expect, it } from 'vitest';
import { deserialize, parseInclude, serialize, type JsonApiDocument } from './jsonapi';

describe('deserialize', () => {
  it('flattens a single resource with attributes and resolves included relationships', () => {
    const doc: JsonApiDocument = {
      data: {
        type: 'volunteer_centers',
        id: 'c1',
        attributes: { name: 'Oldebroek' },
        relationships: { profile: { data: { type: 'center_profiles', id: 'p1' } } },
      },
      included: [{ type: 'center_profiles', id: 'p1', attributes: { gtagId: 'G-1' } }],
      meta: { total: 1 },
    };
    const { data, meta } = deserialize<{ name: string; profile: { gtagId: string } }>(doc);
    expect(data).toMatchObject({ id: 'c1', type: 'volunteer_centers', name: 'Oldebroek' });
    expect((data as unknown as { profile: unknown }).profile).toEqual({
      id: 'p1',
      type: 'center_profiles',
      gtagId: 'G-1',
    });
    expect(meta).toEqual({ total: 1 });
  });

  it('leaves a bare identifier for relationships that were not included, null for empty ones', () => {
    const { data } = deserialize({
      data: {
        type: 'organizations',
        id: 'o1',
        attributes: {},
        relationships: {
          address: { data: { type: 'addresses', id: 'a9' } },
          profile: { data: null },
          vacancies: { links: { related: '/x' } } as never,
        },
      },
    });
    const org = data as Record<string, unknown>;
    expect(org.address).toEqual({ id: 'a9', type: 'addresses' });
    expect(org.profile).toBeNull();
    expect('vacancies' in org).toBe(false);
  });

  it('handles arrays and cycles by reusing the same object', () => {
    const doc: JsonApiDocument = {
      data: [
        {
          type: 'users',
          id: 'u1',
          attributes: { name: 'Anouk' },
          relationships: { organizations: { data: [{ type: 'organizations', id: 'o1' }] } },
        },
      ],
      included: [
        {
          type: 'organizations',
          id: 'o1',
          attributes: { name: 'Voedselbank' },
          relationships: { users: { data: [{ type: 'users', id: 'u1' }] } },
        },
      ],
    };
    const { data } = deserialize(doc);
    const users = data as Array<Record<string, unknown>>;
    expect(users).toHaveLength(1);
    const org = (users[0]!.organizations as Array<Record<string, unknown>>)[0]!;
    expect(org.name).toBe('Voedselbank');
    // The cycle closes on the very same object rather than recursing forever.
    expect((org.users as unknown[])[0]).toBe(users[0]);
  });

  it('keeps a resource’s own meta on it (search distance, match reasons), and only there', () => {
    const { data, meta } = deserialize({
      data: [
        { type: 'vacancies', id: 'v1', attributes: { title: 'A' }, meta: { distanceKm: 2 } },
        { type: 'vacancies', id: 'v2', attributes: { title: 'B' } },
      ],
      meta: { total: 2 },
    });
    const [first, second] = data as Array<Record<string, unknown>>;
    expect(first).toEqual({ id: 'v1', type: 'vacancies', title: 'A', meta: { distanceKm: 2 } });
    expect(second).not.toHaveProperty('meta');
    expect(meta).toEqual({ total: 2 });
  });

  it('returns null data and empty meta/links for an empty document', () => {
    expect(deserialize({ data: null })).toEqual({ data: null, meta: {}, links: {} });
  });
});

describe('serialize / parseInclude', () => {
  it('builds a request document with an optional id', () => {
    expect(serialize('organizations', { status: 'approved' }, 'o1')).toEqual({
      data: { type: 'organizations', id: 'o1', attributes: { status: 'approved' } },
    });
    expect(serialize('user', { email: 'a@b.nl' })).toEqual({
      data: { type: 'user', attributes: { email: 'a@b.nl' } },
    });
  });

  it('parses include lists into top-level names', () => {
    expect([...parseInclude('roles, organizations.profile')]).toEqual(['roles', 'organizations']);
    expect(parseInclude('').size).toBe(0);
    expect(parseInclude(undefined).size).toBe(0);
  });
});
