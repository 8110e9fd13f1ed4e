// The admin's own session, kept in this tab (sessionStorage) while they are signed in as another
// user, so the banner's "back to your own account" can restore it.
import type { AuthTokens } from '../auth-store';

export const IMPERSONATION_STORAGE_KEY = 'auth.impersonation';

export interface ImpersonationStash {
  adminTokens: AuthTokens;
  /** The user the admin signed in as: the way back leads to /users/{id}. */
  userId: string;
}

export function readImpersonation(): ImpersonationStash | null {
  try {
    const raw = sessionStorage.getItem(IMPERSONATION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<ImpersonationStash>) : null;
    if (!parsed?.adminTokens?.accessToken || !parsed.userId) return null;
    return parsed as ImpersonationStash;
  } catch {
    return null;
  }
}

export function writeImpersonation(stash: ImpersonationStash): void {
  try {
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(stash));
  } catch {
    // Without storage the way back is signing in again.
  }
}

/** Forgets the kept session and returns it (for signing it out). */
export function discardImpersonation(): AuthTokens | null {
  const stash = readImpersonation();
  try {
    sessionStorage.removeItem(IMPERSONATION_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  return stash?.adminTokens ?? null;
}
