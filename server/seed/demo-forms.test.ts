// The demo forms as the builder and the public form would have made them: fields the builder's
// save accepts, a latest version equal to the draft (nothing waits to be published), tokens of the
// public address's shape, and answers that the server's own check accepts and keeps unchanged,
// each given to a version that was published by then.
import { describe, expect, it } from 'vitest';
import { checkFormFields } from '../../common/forms/field-checks';
import { formCreateSchema } from '../../common/schemas/form-requests';
import { checkAnswers } from '../modules/forms/answers';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoFormRows } from './demo-forms';

const NOW = new Date('2026-11-28T11:00:00Z');

describe('demo forms', () => {
  const all = DEMO_CENTERS.map((center) => ({ center, ...buildDemoFormRows(center, NOW) }));

  it('gives every center the intake, the sign-up and the evaluation, published', () => {
    for (const { center, formRows, versionRows } of all) {
      expect(
        formRows.map((f) => f.titleNl),
        center.slug,
      ).toEqual([
        'Intakeformulier nieuwe vrijwilliger',
        'Aanmelding Dag van de Vrijwilliger',
        'Evaluatie inwerkperiode',
      ]);
      for (const form of formRows) {
        expect(form.status).toBe('published');
        expect(form.retentionMonths).toBe(12);
        expect(
          form.titleEn && form.descriptionEn && form.thankYouNl && form.thankYouEn,
        ).toBeTruthy();
        const versions = versionRows.filter((v) => v.formId === form.id);
        expect(versions.map((v) => v.version)).toEqual(
          Array.from({ length: form.publishedVersion! }, (_, i) => i + 1),
        );
        const latest = versions.at(-1)!;
        expect(latest.fields).toEqual(form.fields);
        expect(latest.titleNl).toBe(form.titleNl);
        expect(latest.thankYouEn).toBe(form.thankYouEn);
      }
    }
  });

  it('has fields the builder accepts, every label in Dutch and English', () => {
    for (const { formRows, versionRows } of all) {
      for (const version of versionRows) {
        expect(checkFormFields(version.fields)).toEqual([]);
        const form = formRows.find((f) => f.id === version.formId)!;
        expect(() =>
          formCreateSchema.validateSync({ titleNl: form.titleNl, fields: version.fields }),
        ).not.toThrow();
        for (const field of version.fields) {
          expect(field.labelEn, field.key).toBeTruthy();
          for (const option of field.options) expect(option.labelEn, option.value).toBeTruthy();
        }
      }
    }
  });

  it('gives each form a token of the public address, unique across tenants', () => {
    const tokens = all.flatMap((c) => c.formRows.map((f) => f.token));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    const again = buildDemoFormRows(DEMO_CENTERS[0]!, new Date()).formRows.map((f) => f.token);
    expect(again).toEqual(all[0]!.formRows.map((f) => f.token));
  });

  it('stores answers the server accepts and keeps as they are, on a version of that time', () => {
    for (const { center, formRows, versionRows, submissionRows } of all) {
      for (const form of formRows) {
        const answers = submissionRows.filter((s) => s.formId === form.id);
        expect(answers.length, `${center.slug} ${form.titleNl}`).toBeGreaterThanOrEqual(3);
        expect(answers.length).toBeLessThanOrEqual(8);
        expect(answers.some((s) => s.handledAt)).toBe(true);
        expect(answers.some((s) => !s.handledAt)).toBe(true);
        for (const submission of answers) {
          const version = versionRows.find((v) => v.id === submission.versionId)!;
          expect(version.formId).toBe(form.id);
          const label = `${center.slug} ${form.titleNl} ${submission.id}`;
          expect(
            checkAnswers(version.fields, submission.answers, submission.locale),
            label,
          ).toEqual(submission.answers);
          expect(submission.createdAt!.getTime()).toBeGreaterThan(version.publishedAt!.getTime());
          expect(submission.createdAt!.getTime()).toBeLessThan(NOW.getTime());
          if (submission.handledAt) {
            expect(submission.handledAt.getTime()).toBeGreaterThan(submission.createdAt!.getTime());
            expect(submission.handledAt.getTime()).toBeLessThan(NOW.getTime());
          }
        }
      }
    }
  });

  it('shows the sign-up with answers on both of its versions', () => {
    const { formRows, versionRows, submissionRows } = all[0]!;
    const signUp = formRows[1]!;
    expect(signUp.publishedVersion).toBe(2);
    const numbers = submissionRows
      .filter((s) => s.formId === signUp.id)
      .map((s) => versionRows.find((v) => v.id === s.versionId)!.version);
    expect(new Set(numbers)).toEqual(new Set([1, 2]));
  });

  it('hides the conditional questions unless their answer asks for them', () => {
    const answers = all.flatMap((c) => c.submissionRows.map((s) => s.answers));
    for (const a of answers) {
      if ('vogaanvragen' in a) expect(a.vog).toBe('nee');
      if ('dieetanders' in a) expect(a.dieet).toBe('anders');
      if ('contactmail' in a) expect(a.contact).toBe(true);
    }
    expect(answers.some((a) => a.vogaanvragen === true)).toBe(true);
    expect(answers.some((a) => typeof a.dieetanders === 'string')).toBe(true);
    expect(answers.some((a) => typeof a.contactmail === 'string')).toBe(true);
  });
});
