import { describe, expect, it } from 'vitest';
import { escapeCsvValue, toCsv } from './csv';

describe('the CSV writer', () => {
  it('quotes what needs quotes and keeps formulas as text', () => {
    expect(escapeCsvValue('Utrecht')).toBe('Utrecht');
    expect(escapeCsvValue('a;b')).toBe('"a;b"');
    expect(escapeCsvValue('zei "ja"')).toBe('"zei ""ja"""');
    expect(escapeCsvValue('regel 1\nregel 2')).toBe('"regel 1\nregel 2"');
    expect(escapeCsvValue('=1+1')).toBe("'=1+1");
    expect(escapeCsvValue(-3)).toBe('-3');
    expect(escapeCsvValue(null)).toBe('');
  });

  it('writes a byte order mark, semicolons and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa;b\r\n1;x\r\n');
  });
});
