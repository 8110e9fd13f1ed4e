// A signed-in session as the request carries it: which token matched and whose it is. Lives
// below the modules because the request context and the authentication plugin both hold one.
export interface AuthSession {
  tokenId: string;
  userId: string;
  client: string;
  uid: string;
  tokenHash: string;
  /** 'previous': the token replaced by a rotation less than 5 s ago (a batch request). */
  matched: 'current' | 'previous';
  rotatedAt: Date;
  expiresAt: Date;
  impersonatorId: string | null;
}
