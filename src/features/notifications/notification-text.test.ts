import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { describeNotification, linkOf } from './notification-text';
import type { AppNotification } from './types';

const base = {
  id: 'n1',
  type: 'notifications',
  readAt: null,
  createdAt: '2026-11-22T10:00:00Z',
  link: null,
};
const payload = { vacancyTitleNl: 'Taalmaatje', vacancyTitleEn: 'Language buddy' };

function render(n: AppNotification, locale: 'nl' | 'en'): string {
  const text = describeNotification(n, locale);
  const template = (locale === 'nl' ? nl : en)[text.id as keyof typeof nl] as string;
  expect(template, text.id).toBeTypeOf('string');
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(text.values[k]));
}

describe('describeNotification', () => {
  it('names the vacancy in the reader language', () => {
    const n = { ...base, kind: 'application_received', payload } as AppNotification;
    expect(render(n, 'nl')).toBe('Nieuwe reactie op Taalmaatje');
    expect(render(n, 'en')).toBe('New application for Language buddy');
  });

  it('says what happened to the application', () => {
    const accepted = {
      ...base,
      kind: 'application_status_changed',
      payload: { ...payload, status: 'accepted' },
    } as AppNotification;
    expect(render(accepted, 'nl')).toBe('Je reactie op Taalmaatje is geaccepteerd');
    const rejected = {
      ...accepted,
      payload: { ...payload, status: 'rejected' },
    } as AppNotification;
    expect(render(rejected, 'en')).toBe('Your application for Language buddy was declined');
  });

  it('falls back to the other language when one title is missing', () => {
    const n = {
      ...base,
      kind: 'application_escalated',
      payload: { vacancyTitleNl: 'Taalmaatje', vacancyTitleEn: '' },
    } as AppNotification;
    expect(render(n, 'en')).toBe('The application for Taalmaatje has waited 14 days');
    expect(render(n, 'nl')).toBe('Reactie op Taalmaatje wacht al 14 dagen');
  });

  it('names the author of a message and keeps the preview as detail', () => {
    const n = {
      ...base,
      kind: 'message_received',
      payload: { authorName: 'Sanne de Vries', preview: 'Dank je!' },
    } as AppNotification;
    expect(render(n, 'nl')).toBe('Nieuw bericht van Sanne de Vries');
    expect(describeNotification(n, 'nl').detail).toBe('Dank je!');
  });

  it('names the activity of an offered place or a cancellation in the reader’s language', () => {
    const n = {
      ...base,
      kind: 'activity_place_offered',
      payload: { activityTitleNl: 'Soep koken', activityTitleEn: 'Cooking soup' },
    } as AppNotification;
    expect(render(n, 'en')).toBe(
      'A place is free for you: Cooking soup. Accept it within 24 hours',
    );
    expect(render({ ...n, kind: 'activity_cancelled' }, 'nl')).toBe('Gaat niet door: Soep koken');
  });

  it('links to the server link, else to what the payload points at', () => {
    const n = {
      ...base,
      kind: 'message_received',
      payload: { conversationId: 'c1' },
    } as AppNotification;
    expect(linkOf(n)).toBe('/conversations?id=c1');
    expect(linkOf({ ...n, link: '/applications/a1' })).toBe('/applications/a1');
    expect(linkOf({ ...n, link: 'https://evil.example' })).toBe('/conversations?id=c1');
  });
});
