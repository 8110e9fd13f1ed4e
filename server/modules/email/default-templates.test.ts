import { describe, expect, it } from 'vitest';
import {
  buildTemplateSchema,
  EMAIL_EVENT_KEYS,
  findUnknownPlaceholders,
  TEMPLATE_LOCALES,
} from '../../../common/schemas/notification-templates';
import { DEFAULT_EMAIL_TEMPLATES } from './default-templates';

describe('default mail templates', () => {
  for (const eventKey of EMAIL_EVENT_KEYS) {
    for (const locale of TEMPLATE_LOCALES) {
      it(`${eventKey} (${locale}) uses only the placeholders its event offers`, () => {
        const { subject, body } = DEFAULT_EMAIL_TEMPLATES[eventKey][locale];
        expect(findUnknownPlaceholders(eventKey, subject)).toEqual([]);
        expect(findUnknownPlaceholders(eventKey, body)).toEqual([]);
        expect(() => buildTemplateSchema(eventKey).validateSync({ subject, body })).not.toThrow();
      });
    }
  }

  it('refuses a placeholder the event does not offer, naming the known ones', () => {
    expect(() =>
      buildTemplateSchema('user.password_reset').validateSync({
        subject: 'Hoi',
        body: '{vacancy}',
      }),
    ).toThrow(/Unknown placeholder \{vacancy\}; this mail knows \{appName\}, \{name\}, \{link\}/);
  });
});
