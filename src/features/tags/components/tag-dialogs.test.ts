import { describe, expect, it } from 'vitest';
import { validateTagForm } from './tag-dialogs';

describe('validateTagForm', () => {
  it('calls empty fields missing, not invalid or too short', async () => {
    const errors = (await validateTagForm({
      kind: '',
      nameNl: '',
      nameEn: '  ',
      requiresVog: false,
    })) as Record<string, { id: string }>;
    expect(errors.kind?.id).toBe('validation.required');
    expect(errors.nameNl?.id).toBe('validation.required');
    expect(errors.nameEn?.id).toBe('validation.required');
  });

  it('accepts a filled-in tag', async () => {
    expect(
      await validateTagForm({
        kind: 'help_category',
        nameNl: 'Tuin',
        nameEn: 'Garden',
        requiresVog: true,
      }),
    ).toBeUndefined();
  });
});
