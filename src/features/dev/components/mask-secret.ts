// The dev pages show session values without giving them away: secrets are masked.

/** Shows the first four and last two characters of a secret only. */
export function maskSecret(value: string): string {
  if (value.length <= 8) return '•'.repeat(value.length);
  return `${value.slice(0, 4)}…${value.slice(-2)}`;
}
