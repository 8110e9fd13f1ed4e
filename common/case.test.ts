import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys, toCamel, toSnake } from './case';

describe('toCamel / toSnake', () => {
  it('converts single names both ways', () => {
    expect(toCamel('primary_color_shades')).toBe('primaryColorShades');
    expect(toCamel('access-token')).toBe('accessToken');
    expect(toSnake('primaryColorShades')).toBe('primary_color_shades');
    expect(toSnake('resetPasswordToken')).toBe('reset_password_token');
  });

  it('keeps names that are already in the target case', () => {
    expect(toCamel('name')).toBe('name');
    expect(toSnake('name')).toBe('name');
    expect(toSnake('already_snake')).toBe('already_snake');
  });

  it('splits acronyms sensibly', () => {
    expect(toSnake('faviconURL')).toBe('favicon_url');
    expect(toSnake('HTMLBody')).toBe('html_body');
  });
});

describe('camelizeKeys / snakeizeKeys', () => {
  it('converts nested objects and arrays, leaving values alone', () => {
    const wire = {
      first_name: 'Zoë',
      user_roles: [{ role_name: 'center_admin' }],
      address: { post_code: '8091 AB' },
    };
    expect(camelizeKeys(wire)).toEqual({
      firstName: 'Zoë',
      userRoles: [{ roleName: 'center_admin' }],
      address: { postCode: '8091 AB' },
    });
    expect(snakeizeKeys(camelizeKeys(wire))).toEqual(wire);
  });

  it('keeps numeric keys (shade sets) as they are', () => {
    const shades = { primary_color_shades: { '50': '#fff', '950': '#000' } };
    expect(camelizeKeys(shades)).toEqual({ primaryColorShades: { '50': '#fff', '950': '#000' } });
  });

  it('keeps CSS custom property names (theme css variables) as they are', () => {
    const wire = {
      theme_config: { css_variables: { '--header-height': '72px', '--color-50': '#fff' } },
    };
    const app = camelizeKeys(wire);
    expect(app).toEqual({
      themeConfig: { cssVariables: { '--header-height': '72px', '--color-50': '#fff' } },
    });
    expect(snakeizeKeys(app)).toEqual(wire);
  });

  it('leaves primitives, null and non-plain objects untouched', () => {
    const date = new Date(0);
    expect(camelizeKeys(null)).toBeNull();
    expect(camelizeKeys('some_value')).toBe('some_value');
    expect(snakeizeKeys<{ created_at: Date }>({ createdAt: date }).created_at).toBe(date);
  });
});
