/// <reference types="node" />
// Every text exists in both languages (same keys, same ICU arguments), and every key the code
// uses exists: a missing translation fails here, not in front of a volunteer.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { ROUTES } from '../../src/app/route-table';

const enMessages = en as Record<string, string>;
const nlMessages = nl as Record<string, string>;

function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!).sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translations', () => {
  it('have the same keys in en.json and nl.json', () => {
    const enKeys = Object.keys(enMessages).sort();
    const nlKeys = Object.keys(nlMessages).sort();
    expect(enKeys.filter((k) => !(k in nlMessages))).toEqual([]);
    expect(nlKeys.filter((k) => !(k in enMessages))).toEqual([]);
  });

  it('have no empty messages and the same ICU arguments in both languages', () => {
    for (const [key, message] of Object.entries(enMessages)) {
      expect(message.trim(), key).not.toBe('');
      expect(nlMessages[key]?.trim(), key).not.toBe('');
      expect(argumentsOf(nlMessages[key] ?? ''), key).toEqual(argumentsOf(message));
    }
  });

  it('contain every key the code uses', () => {
    const used = new Set<string>();
    const pattern = /\b(?:id|[a-z]+Id)\s*[:=]\s*\{?\s*['"]([a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)+)['"]/g;
    for (const file of [...sourceFiles('src'), ...sourceFiles('common')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) used.add(m[1]!);
    }
    for (const route of ROUTES) {
      if (route.titleId) used.add(route.titleId);
      if (route.planned) used.add(`placeholder.feature.${route.planned}`);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((k) => !(k in enMessages) || !(k in nlMessages));
    expect(missing).toEqual([]);
  });
});
