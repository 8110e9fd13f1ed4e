// @vitest-environment node
// The TOTP and recovery-code rules of two-factor sign-in: which codes count (one 30-second step
// of slack either way, never one at or before the last accepted step), and recovery codes'
// shape and stored form (typed with or without dashes, in either case).
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  normalizeRecoveryCode,
  otpCodeSchema,
  recoveryCodeSchema,
} from '../../common/schemas/two-factor';
import {
  createTotpSecret,
  generateRecoveryCodes,
  hashRecoveryCode,
  matchTotpCode,
} from '../../server/modules/auth/two-factor';

const now = new Date('2026-03-02T10:00:10Z');
const epoch = Math.floor(now.getTime() / 1000);
const step = Math.floor(epoch / 30);

describe('matchTotpCode', () => {
  const secret = createTotpSecret();
  const codeAt = (offsetSteps: number) => generate({ secret, epoch: epoch + offsetSteps * 30 });

  it('accepts the current code and one step either side, answering its step', async () => {
    for (const offset of [-1, 0, 1]) {
      const code = await codeAt(offset);
      expect(await matchTotpCode({ secret, code, now, afterTimeStep: null })).toBe(step + offset);
    }
  });

  it('refuses codes two steps away, and spaces are fine', async () => {
    for (const offset of [-2, 2]) {
      const code = await codeAt(offset);
      expect(await matchTotpCode({ secret, code, now, afterTimeStep: null })).toBeNull();
    }
    const spaced = (await codeAt(0)).replace(/^(\d{3})/, '$1 ');
    expect(await matchTotpCode({ secret, code: spaced, now, afterTimeStep: null })).toBe(step);
  });

  it('refuses a code of a step at or before the last accepted one (no replay)', async () => {
    const code = await codeAt(0);
    expect(await matchTotpCode({ secret, code, now, afterTimeStep: step })).toBeNull();
    expect(await matchTotpCode({ secret, code, now, afterTimeStep: step - 1 })).toBe(step);
    const next = await codeAt(1);
    expect(await matchTotpCode({ secret, code: next, now, afterTimeStep: step })).toBe(step + 1);
  });

  it("refuses malformed codes and another secret's code", async () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12345a']) {
      expect(await matchTotpCode({ secret, code, now, afterTimeStep: null })).toBeNull();
    }
    const other = await generate({ secret: createTotpSecret(), epoch });
    const own = await codeAt(0);
    if (other !== own) {
      expect(await matchTotpCode({ secret, code: other, now, afterTimeStep: null })).toBeNull();
    }
  });
});

describe('recovery codes', () => {
  it('are ten different codes of 16 base32 characters in groups of four', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  });

  it('hash the same however they are typed', () => {
    const [code] = generateRecoveryCodes(1);
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code!.toUpperCase())).toBe(hash);
    expect(hashRecoveryCode(code!.replace(/-/g, ' '))).toBe(hash);
    expect(hashRecoveryCode(code!.replace(/-/g, ''))).toBe(hash);
    expect(normalizeRecoveryCode(' AB-cd ')).toBe('abcd');
  });
});

describe('the code schemas', () => {
  it('take 6 digits (spaces allowed) and recovery codes with or without dashes', () => {
    expect(otpCodeSchema.isValidSync('123 456')).toBe(true);
    expect(otpCodeSchema.isValidSync('12345')).toBe(false);
    expect(otpCodeSchema.isValidSync('12a456')).toBe(false);
    expect(recoveryCodeSchema.isValidSync('abcd-efgh-2345-6723')).toBe(true);
    expect(recoveryCodeSchema.isValidSync('ABCDEFGH23456723')).toBe(true);
    expect(recoveryCodeSchema.isValidSync('abcd-efgh-2345-67')).toBe(false);
    expect(recoveryCodeSchema.isValidSync('abcd-efgh-2345-6789')).toBe(false);
  });
});
