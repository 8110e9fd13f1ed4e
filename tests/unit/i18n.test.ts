/// <reference types="node" />
// Every text exists in both languages (same keys, same ICU arguments), and every key the code
// uses exists: a missing translation fails here, not in front of a volunteer.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { ROUTES } from '../../src/app/route-table';

const enMessages = en as Record<string, string>;
const nlMessages = nl as Record<string, string>;

/** The distinct argument names of an ICU message, read by react-intl's own parser. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      // Literals and '#' carry no argument name; every other element with a value does.
      if ('value' in element && element.type !== TYPE.literal) {
        names.add(String(element.value));
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort();
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
