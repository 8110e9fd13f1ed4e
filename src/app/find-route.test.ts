import { describe, expect, it } from 'vitest';
import { TENANT_CONFIGS } from '../../common/tenants/tenant-configs';
import { findRoute } from './find-route';
import { ROUTES } from './route-table';

const demo = TENANT_CONFIGS.demo;

describe('the route table', () => {
  it('registers every route of SPEC section 2', () => {
    const spec = [
      '/switch',
      '/:slug?',
      '/partners',
      '/auth/reset',
      '/auth/login-1',
      '/auth/recover',
      '/auth/token',
      '/auth/no-organization',
      '/signup',
      '/signup/success',
      '/confirm',
      '/account/verwijderen',
      '/een-op-een-hulp',
      '/forms/:token?',
      '/gelderse-handen',
      '/nieuws/:slug?',
      '/vacancies/:id',
      '/vacancies/search',
      '/organizations/:id',
      '/organizations/signup',
      '/organizations/signup/success',
      '/sociale-kaart',
      '/sociale-kaart/:id',
      '/activiteitenkalender',
      '/dev',
      '/dev/form',
      '/dev/colors',
      '/dev/components',
      '/test/api',
      '/test/auth',
      '/test/form',
      '/test/colors',
      '/test/sentry',
      '/test/tiptap',
      '/test/toaster',
      '/content',
      '/content/forms',
      '/content/menu-items',
      '/content/file-upload',
      '/content/stock-images',
      '/users',
      '/users/add',
      '/users/:id',
      '/users/:id/edit',
      '/users/:id/add_role',
      '/uitloggen',
      '/inloggen',
      '/tags',
      '/instellingen',
      '/instellingen/design',
      '/instellingen/footer',
      '/instellingen/organisatie',
      '/instellingen/contact-person',
      '/profile-edit',
      '/profile-edit/email',
      '/profile-edit/settings',
      '/profile-edit/periodieke-mail',
      '/profiel',
      '/profiel/verwijderd',
      '/account/roles',
      '/vacancies',
      '/vacancies/add',
      '/vacancies/:id/edit',
      '/vacancies/bulk-edit',
      '/applications',
      '/applications/:id',
      '/analytics',
      '/analytics/index-2',
      '/dashboard',
      '/admin/data-viewer',
      '/organizations',
      '/organizations/add',
      '/organizations/:id/edit',
      '/organizations/:id/move',
      '/organizations/approve',
      '/notificaties',
      '/conversations',
      '/profile-replies',
      '/vrijwilligerspool',
      '/volunteerly/changelog',
      '/form_builder',
      '/form_builder/new',
      '/form_builder/:id',
      '/form_builder/:id/edit',
      '/form_builder/:id/preview',
      '/form_builder/:id/submissions/:submissionId',
      '/notification_templates',
      '/notification_templates/add',
      '/notification_templates/:id/edit',
      '/activiteitenkalender/overzicht',
    ];
    const registered = new Set(ROUTES.map((r) => r.path));
    expect(spec.filter((p) => !registered.has(p))).toEqual([]);
    expect(ROUTES).toHaveLength(new Set(ROUTES.map((r) => r.path)).size);
  });

  it('lets specific paths win over parameters', () => {
    expect(findRoute('/vacancies/search', demo)?.route.path).toBe('/vacancies/search');
    expect(findRoute('/vacancies/12', demo)?.route.path).toBe('/vacancies/:id');
    expect(findRoute('/organizations/approve', demo)?.route.path).toBe('/organizations/approve');
    expect(findRoute('/users/add', demo)?.route.titleId).toBe('route.userAdd');
  });

  it('sends single segments to the content catch-all and deeper unknown paths nowhere', () => {
    expect(findRoute('/', demo)?.route.path).toBe('/:slug?');
    expect(findRoute('/over-ons', demo)?.params).toEqual({ slug: 'over-ons' });
    expect(findRoute('/does/not/exist', demo)).toBeNull();
  });

  it('marks public and sign-in routes and layouts', () => {
    expect(findRoute('/switch', demo)?.route).toMatchObject({ public: true, layout: 'empty' });
    expect(findRoute('/users', demo)?.route.public).toBe(false);
    expect(findRoute('/volunteerly/changelog', demo)?.route.whiteBackground).toBe(true);
  });

  it('drops routes of features a tenant has switched off', () => {
    // A switched-off page falls through to the content catch-all, which answers 404.
    expect(findRoute('/activiteitenkalender', TENANT_CONFIGS.roermond)?.route.path).toBe('/:slug?');
    expect(findRoute('/activiteitenkalender', demo)?.route.path).toBe('/activiteitenkalender');
    expect(findRoute('/activiteitenkalender/overzicht', TENANT_CONFIGS.roermond)).toBeNull();
    expect(findRoute('/een-op-een-hulp', TENANT_CONFIGS.public)?.route.path).toBe('/:slug?');
  });
});
