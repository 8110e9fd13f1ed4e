// Demo forms: every demo center has the three forms a Dutch volunteer center uses most (an intake
// for new volunteers, the sign-up for the Dag van de Vrijwilliger on 7 December and an evaluation
// of the first months), in Dutch and English, published, with answers from the past weeks of which
// the older ones are handled. The sign-up was published twice (the dietary question came later), so
// the list shows answers of two versions. Rows have the shape the builder's publish and the public
// form's submit write (server/modules/forms): the version holds the fields, the answers are what
// cleanAnswers keeps. Idempotent: fixed ids and `on conflict do nothing`.
import { createHash } from 'node:crypto';
import { addCalendarDays, fromAmsterdamParts, toAmsterdamParts } from '../../common/amsterdam-time';
import { cleanAnswers } from '../../common/forms/answers-schema';
import type { FormField } from '../../common/schemas/forms';
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { formSubmissions, formSubscriptions, forms, formVersions } from '../db/schema/forms';
import { withTenant } from '../db/with-tenant';
import { DEMO_CENTERS, type DemoCenter } from './demo-centers';
import {
  EVALUATION_ANSWERS,
  INTAKE_ANSWERS,
  PARTY_ANSWERS,
  PEOPLE,
  type DemoAnswer,
} from './demo-form-answers';
import { EVALUATION_FIELDS, INTAKE_FIELDS, PARTY_VERSIONS } from './demo-form-fields';
import { buildDemoId } from './demo-ids';
import { getDemoUserId } from './demo-users';

interface DemoForm {
  titleNl: string;
  titleEn: string;
  descriptionNl: (center: string) => string;
  descriptionEn: (center: string) => string;
  thankYouNl: string;
  thankYouEn: string;
  /** Each published version's fields, oldest first. */
  versions: FormField[][];
  sendConfirmation: boolean;
  /** Days before the seed's today the form was made and each version published. */
  createdDaysAgo: number;
  publishedDaysAgo: number[];
  answers: DemoAnswer[];
}

export const DEMO_FORMS: DemoForm[] = [
  {
    titleNl: 'Intakeformulier nieuwe vrijwilliger',
    titleEn: 'Intake form for new volunteers',
    descriptionNl: (c) =>
      `Fijn dat je vrijwilliger wilt worden bij ${c}! Vul dit formulier in, dan nemen we binnen een week contact met je op voor een kennismakingsgesprek.`,
    descriptionEn: (c) =>
      `Great that you want to volunteer with ${c}! Fill in this form and we will contact you within a week to plan an introductory talk.`,
    thankYouNl:
      'Bedankt voor je aanmelding! Je krijgt een kopie van je antwoorden per mail. Binnen een week nemen we contact met je op.',
    thankYouEn:
      'Thank you for signing up! You will get a copy of your answers by e-mail. We will contact you within a week.',
    versions: [INTAKE_FIELDS],
    sendConfirmation: true,
    createdDaysAgo: 70,
    publishedDaysAgo: [68],
    answers: INTAKE_ANSWERS,
  },
  {
    titleNl: 'Aanmelding Dag van de Vrijwilliger',
    titleEn: 'Sign-up for Volunteers’ Day',
    descriptionNl: (c) =>
      `Op 7 december is het de Dag van de Vrijwilliger. ${c} zet dan alle vrijwilligers in het zonnetje met een gezellige middag, met koffie en taart, muziek en een hapje. Je bent welkom van 14.00 tot 17.00 uur. Meld je op tijd aan, dan weten we hoeveel taart we moeten bestellen.`,
    descriptionEn: (c) =>
      `7 December is Volunteers’ Day in the Netherlands. ${c} thanks all volunteers with a friendly afternoon of coffee and cake, music and snacks. You are welcome from 2 pm to 5 pm. Please sign up in good time, so we know how much cake to order.`,
    thankYouNl: 'Leuk dat je komt! Je krijgt een bevestiging per mail. Tot 7 december!',
    thankYouEn:
      'Great that you are coming! You will get a confirmation by e-mail. See you on 7 December!',
    versions: PARTY_VERSIONS,
    sendConfirmation: true,
    createdDaysAgo: 40,
    publishedDaysAgo: [36, 16],
    answers: PARTY_ANSWERS,
  },
  {
    titleNl: 'Evaluatie inwerkperiode',
    titleEn: 'Evaluation of your first months',
    descriptionNl: () =>
      'Je bent nu een paar maanden vrijwilliger. Hoe bevalt het? Met je antwoorden kunnen we nieuwe vrijwilligers nog beter op weg helpen. Invullen duurt ongeveer vijf minuten.',
    descriptionEn: () =>
      'You have been volunteering for a few months now. How is it going? Your answers help us give new volunteers an even better start. It takes about five minutes.',
    thankYouNl:
      'Bedankt voor je eerlijke antwoorden! We lezen alles en gebruiken het om het inwerken beter te maken.',
    thankYouEn:
      'Thank you for your honest answers! We read everything and use it to improve how we welcome new volunteers.',
    versions: [EVALUATION_FIELDS],
    sendConfirmation: false,
    createdDaysAgo: 45,
    publishedDaysAgo: [42],
    answers: EVALUATION_ANSWERS,
  },
];

/** `hour:minute` in Amsterdam, `daysAgo` days before the seed's today. */
function atAmsterdam(now: Date, daysAgo: number, [hour, minute]: [number, number]): Date {
  const day = addCalendarDays({ ...toAmsterdamParts(now), hour, minute }, -daysAgo);
  return fromAmsterdamParts({ ...day, hour, minute });
}

/**
 * The public address's secret. The service draws 18 random bytes; a demo form's token is derived
 * from its place in the demo data instead, so a fresh database gives the same links (for demos
 * and tests) and tokens stay unique across tenants, as the column requires.
 */
export function buildDemoFormToken(tenant: TenantName, centerN: number, formN: number): string {
  return createHash('sha256')
    .update(`demo-form:${tenant}:${centerN}:${formN}`)
    .digest('base64url')
    .slice(0, 24);
}

/** Ids: the center's number, then the form's (and version's or answer's) number. */
const formId = (c: DemoCenter, f: number) => buildDemoId(c.tenant, 'form', c.n * 10 + f);
const versionId = (c: DemoCenter, f: number, v: number) =>
  buildDemoId(c.tenant, 'formVersion', c.n * 100 + f * 10 + v);
const submissionId = (c: DemoCenter, f: number, s: number) =>
  buildDemoId(c.tenant, 'formSubmission', c.n * 1000 + f * 100 + s);

/** The rows of one center's forms; `now` is the seed's today. */
export function buildDemoFormRows(center: DemoCenter, now: Date) {
  const tenantId = center.tenant;
  const centerId = buildDemoId(tenantId, 'center', center.n);
  // The default center's coordinator made its forms; a partner center's, the tenant's admin.
  const owner = getDemoUserId(tenantId, center.isDefault ? 'coordinator' : 'admin');
  const offset = TENANT_NAMES.indexOf(tenantId) * 5 + (center.n - 1) * 3;
  const formRows: (typeof forms.$inferInsert)[] = [];
  const versionRows: (typeof formVersions.$inferInsert)[] = [];
  const submissionRows: (typeof formSubmissions.$inferInsert)[] = [];
  const subscriptionRows: (typeof formSubscriptions.$inferInsert)[] = [];
  DEMO_FORMS.forEach((form, i) => {
    const f = i + 1;
    const id = formId(center, f);
    const texts = {
      titleNl: form.titleNl,
      titleEn: form.titleEn,
      descriptionNl: form.descriptionNl(center.name),
      descriptionEn: form.descriptionEn(center.name),
      thankYouNl: form.thankYouNl,
      thankYouEn: form.thankYouEn,
    };
    const publishedAt = form.publishedDaysAgo.map((days) => atAmsterdam(now, days, [9, 30]));
    const latest = form.versions.length;
    formRows.push({
      tenantId,
      id,
      centerId,
      ...texts,
      // What the builder last saved is what it published last: nothing waits to be published.
      fields: form.versions[latest - 1]!,
      status: 'published',
      token: buildDemoFormToken(tenantId, center.n, f),
      publishedVersion: latest,
      retentionMonths: 12,
      sendConfirmation: form.sendConfirmation,
      createdById: owner,
      updatedById: owner,
      createdAt: atAmsterdam(now, form.createdDaysAgo, [9, 0]),
      updatedAt: publishedAt[latest - 1]!,
    });
    form.versions.forEach((fields, v) => {
      versionRows.push({
        tenantId,
        id: versionId(center, f, v + 1),
        formId: id,
        version: v + 1,
        ...texts,
        fields,
        publishedById: owner,
        publishedAt: publishedAt[v]!,
      });
    });
    subscriptionRows.push({ tenantId, formId: id, userId: owner, createdAt: publishedAt[0]! });
    form.answers.forEach((answer, s) => {
      const version = answer.version ?? latest;
      const person = answer.who ?? PEOPLE[(offset + i * 6 + s) % PEOPLE.length]!;
      const createdAt = atAmsterdam(now, answer.daysAgo, answer.at);
      const handled = answer.handled && answer.daysAgo >= 2;
      submissionRows.push({
        tenantId,
        id: submissionId(center, f, s + 1),
        formId: id,
        versionId: versionId(center, f, version),
        answers: cleanAnswers(form.versions[version - 1]!, answer.answers(person, offset + s)),
        locale: answer.locale ?? 'nl',
        userId: null,
        handledAt: handled ? atAmsterdam(now, answer.daysAgo - 1, [10, 15]) : null,
        handledById: handled ? owner : null,
        createdAt,
      });
    });
  });
  return { formRows, versionRows, submissionRows, subscriptionRows };
}

async function seedCenter(tx: Tx, center: DemoCenter, now: Date): Promise<number> {
  const rows = buildDemoFormRows(center, now);
  let inserted = 0;
  inserted += (
    await tx.insert(forms).values(rows.formRows).onConflictDoNothing().returning({ id: forms.id })
  ).length;
  inserted += (
    await tx
      .insert(formVersions)
      .values(rows.versionRows)
      .onConflictDoNothing()
      .returning({ id: formVersions.id })
  ).length;
  inserted += (
    await tx
      .insert(formSubmissions)
      .values(rows.submissionRows)
      .onConflictDoNothing()
      .returning({ id: formSubmissions.id })
  ).length;
  inserted += (
    await tx
      .insert(formSubscriptions)
      .values(rows.subscriptionRows)
      .onConflictDoNothing()
      .returning({ formId: formSubscriptions.formId })
  ).length;
  return inserted;
}

/** Seeds every demo center's forms; returns how many rows were new (0 on a second run). */
export async function seedDemoForms(db: Db, now = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    const centers = DEMO_CENTERS.filter((c) => c.tenant === tenant);
    if (centers.length === 0) continue;
    inserted += await withTenant(db, tenant, async (tx) => {
      let n = 0;
      for (const center of centers) n += await seedCenter(tx, center, now);
      return n;
    });
  }
  return inserted;
}
