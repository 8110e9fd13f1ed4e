import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds web links and leaves trailing punctuation out', () => {
    expect(
      linkify('Bevestig via http://demo.localhost:8180/confirm?confirmation_token=abc. Groet'),
    ).toEqual([
      { kind: 'text', text: 'Bevestig via ' },
      {
        kind: 'link',
        href: 'http://demo.localhost:8180/confirm?confirmation_token=abc',
        text: 'http://demo.localhost:8180/confirm?confirmation_token=abc',
      },
      { kind: 'text', text: '. Groet' },
    ]);
  });

  it('keeps text without links whole and never links other schemes', () => {
    expect(linkify('Hallo javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'Hallo javascript:alert(1)' },
    ]);
  });
});
