// The visitor's cookie choice: analytics cookies only after an explicit yes, remembered for 365
// days in the consent cookie. Without a choice nothing is tracked.
import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE } from '../../common/constants';
import { getCookie, setCookie } from './cookies';

export type ConsentChoice = 'analytics' | 'necessary';
const CONSENT_DAYS = 365;
const listeners = new Set<() => void>();

export function getConsent(): ConsentChoice | null {
  const value = getCookie(CONSENT_COOKIE);
  return value === 'analytics' || value === 'necessary' ? value : null;
}

export function setConsent(choice: ConsentChoice): void {
  setCookie(CONSENT_COOKIE, choice, { days: CONSENT_DAYS });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): {
  consent: ConsentChoice | null;
  setConsent: (choice: ConsentChoice) => void;
} {
  const consent = useSyncExternalStore(subscribe, getConsent, () => null);
  return { consent, setConsent };
}
