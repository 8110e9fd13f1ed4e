import { describe, expect, it } from 'vitest';
import { EMAIL_EVENT_KEYS } from '../../../common/schemas/notification-templates';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { TEMPLATE_TOPICS, topicOf } from './template-topics';

describe('template topics', () => {
  it('puts every mail under exactly one topic', () => {
    for (const key of EMAIL_EVENT_KEYS) {
      const matching = TEMPLATE_TOPICS.filter(([, prefixes]) =>
        prefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(
        matching.map(([topic]) => topic),
        key,
      ).toHaveLength(1);
    }
    expect(topicOf('application.received')).toBe('vacancies');
    expect(topicOf('user.password_reset')).toBe('account');
  });

  it('names every topic in both languages', () => {
    for (const [topic] of TEMPLATE_TOPICS) {
      const id = `notificationTemplates.topic.${topic}`;
      expect((nl as Record<string, string>)[id], id).toBeTruthy();
      expect((en as Record<string, string>)[id], id).toBeTruthy();
    }
  });
});
