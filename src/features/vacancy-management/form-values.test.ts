import { describe, expect, it } from 'vitest';
import {
  emptyVacancyValues,
  isBlankHtml,
  nestSubmitErrors,
  toFormValues,
  toVacancyAttributes,
  type VacancyFormValues,
} from './form-values';
import type { Vacancy } from './types';

const filled: VacancyFormValues = {
  ...emptyVacancyValues('org-1'),
  titleNl: '  Taalmaatje ',
  titleEn: '',
  descriptionNl: '<p>Help <strong>iemand</strong> met Nederlands.</p>',
  descriptionEn: '<p></p>',
  tagIds: ['t1', 't2'],
  hoursPerWeek: '2,5',
  commitment: 'recurring',
  startsOn: '2026-12-01',
  schedule: { tue: ['evening'] },
  street: 'Oudegracht',
  number: '12',
  postcode: '3511 AB',
  city: 'Utrecht',
  positions: '3',
  questions: [
    { id: 'q1', text: ' Spreek je Arabisch? ', required: true },
    { id: 'q2', text: '   ', required: false },
  ],
  sharedCenterIds: ['c2'],
  status: 'published',
};

describe('toVacancyAttributes', () => {
  it('turns the form into the attributes of a create', () => {
    expect(toVacancyAttributes(filled, { create: true, centerSharing: true })).toEqual({
      titleNl: 'Taalmaatje',
      titleEn: null,
      descriptionNl: '<p>Help <strong>iemand</strong> met Nederlands.</p>',
      descriptionEn: null,
      organizationId: 'org-1',
      tagIds: ['t1', 't2'],
      hoursPerWeek: 2.5,
      commitment: 'recurring',
      startsOn: '2026-12-01',
      endsOn: null,
      schedule: { tue: ['evening'] },
      remote: false,
      requiresVog: false,
      address: { street: 'Oudegracht', number: '12', postcode: '3511 AB', city: 'Utrecht' },
      positions: 3,
      questions: [{ id: 'q1', text: 'Spreek je Arabisch?', required: true }],
      sharedCenterIds: ['c2'],
      status: 'published',
    });
  });

  it('leaves out status and organization on an update, shared centers without sharing, the address when remote', () => {
    const attributes = toVacancyAttributes(
      { ...filled, remote: true },
      { create: false, centerSharing: false },
    );
    expect(attributes).not.toHaveProperty('status');
    expect(attributes).not.toHaveProperty('organizationId');
    expect(attributes).not.toHaveProperty('sharedCenterIds');
    expect(attributes.address).toBeNull();
    expect(attributes.remote).toBe(true);
  });

  it('sends no address when none of its fields is filled', () => {
    const attributes = toVacancyAttributes(emptyVacancyValues('o'), {
      create: true,
      centerSharing: false,
    });
    expect(attributes.address).toBeNull();
    expect(attributes.hoursPerWeek).toBeNull();
    expect(attributes.positions).toBe(1);
    expect(attributes.commitment).toBe('recurring');
  });
});

describe('toFormValues', () => {
  it('reads a vacancy back into the form, and round-trips', () => {
    const vacancy: Vacancy = {
      id: 'v1',
      titleNl: 'Taalmaatje',
      titleEn: null,
      descriptionNl: '<p>Tekst</p>',
      descriptionEn: null,
      status: 'closed',
      hoursPerWeek: 4,
      commitment: 'long_term',
      startsOn: null,
      endsOn: '2027-01-31',
      schedule: { mon: ['morning', 'evening'] },
      remote: false,
      requiresVog: true,
      closedReason: null,
      city: 'Utrecht',
      positions: 2,
      questions: [{ id: 'q1', text: 'Waarom?', required: false }],
      formId: null,
      sharedCenterIds: [],
      organizationId: 'org-1',
      centerId: 'c1',
      publishedAt: null,
      coverImage: null,
      featured: false,
      createdAt: '2026-11-01T10:00:00Z',
      updatedAt: '2026-11-01T10:00:00Z',
      address: { street: 'Oudegracht', number: '1', postcode: '3511 AA', city: 'Utrecht' },
      tags: [
        {
          id: 't9',
          kind: 'skill',
          nameNl: 'Koken',
          nameEn: 'Cooking',
          illustration: null,
          requiresVog: false,
        },
      ],
    };
    const values = toFormValues(vacancy);
    expect(values).toMatchObject({
      hoursPerWeek: '4',
      positions: '2',
      tagIds: ['t9'],
      postcode: '3511 AA',
      startsOn: '',
      status: 'draft',
    });
    const back = toVacancyAttributes(values, { create: false, centerSharing: false });
    expect(back).toMatchObject({
      titleNl: 'Taalmaatje',
      hoursPerWeek: 4,
      endsOn: '2027-01-31',
      schedule: { mon: ['morning', 'evening'] },
      tagIds: ['t9'],
      questions: [{ id: 'q1', text: 'Waarom?', required: false }],
    });
  });
});

describe('isBlankHtml', () => {
  it('sees an empty editor as no text', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('<ul><li>x</li></ul>')).toBe(false);
  });
});

describe('nestSubmitErrors', () => {
  it('puts server errors on the form fields, nested and aliased', () => {
    expect(
      nestSubmitErrors({
        'questions.1.text': 'too long',
        'address.postcode': 'unknown postcode',
        titleNl: 'required',
      }),
    ).toEqual({
      questions: [undefined, { text: 'too long' }],
      postcode: 'unknown postcode',
      titleNl: 'required',
    });
  });
});
