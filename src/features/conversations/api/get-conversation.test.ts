import { describe, expect, it } from 'vitest';
import { mergeMessages } from './get-conversation';
import type { Message } from '../types';

const message = (id: string, createdAt: string, body = id): Message => ({
  id,
  type: 'messages',
  body,
  authorId: null,
  authorName: null,
  mine: false,
  createdAt,
});

describe('mergeMessages', () => {
  it('adds the newer messages once, oldest first', () => {
    const known = [message('a', '2026-11-22T10:00:00Z'), message('b', '2026-11-22T10:01:00Z')];
    const newer = [message('c', '2026-11-22T10:02:00Z'), message('b', '2026-11-22T10:01:00Z', 'B')];
    const merged = mergeMessages(known, newer);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]!.body).toBe('B');
  });
});
