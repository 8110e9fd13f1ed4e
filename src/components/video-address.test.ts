import { describe, expect, it } from 'vitest';
import { normalizeVideoAddress } from './video-address';

describe('normalizeVideoAddress', () => {
  it('takes YouTube and Vimeo pages, as https', () => {
    expect(normalizeVideoAddress('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(normalizeVideoAddress(' https://youtube.com/watch?v=dQw4w9WgXcQ&t=42 ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(normalizeVideoAddress('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(normalizeVideoAddress('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(normalizeVideoAddress('http://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(normalizeVideoAddress('https://vimeo.com/76979871')).toBe('https://vimeo.com/76979871');
  });

  it('refuses other sites, other YouTube pages and what is no address', () => {
    for (const raw of [
      '',
      'youtube',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/channel/UC123456',
      'https://youtu.be/',
      'https://vimeo.com/',
      'https://vimeo.com/channels/staffpicks',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'ftp://vimeo.com/123',
    ])
      expect(normalizeVideoAddress(raw), raw).toBeNull();
  });
});
