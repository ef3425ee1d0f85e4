/** Sessions behind the `sid` cookie: an opaque random id mapped to an account, never the account id itself. */
import { randomBytes } from 'node:crypto';

/** A session unused for this long is gone. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * However often it is used, a session ends this long after its sign-in (issue 19 defect 8); the operator sets it
 * with SESSION_MAX_LIFETIME_SECONDS (mocks/app.ts readConfig).
 */
export const DEFAULT_SESSION_MAX_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export interface SessionRecord {
  readonly uid: number;
  readonly createdAt: number;
  lastSeenAt: number;
}

/** Expired sessions are swept at most this often (a full pass), on the next sign-in. */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 1000;

export class SessionStore {
  private readonly sessions = new Map<string, SessionRecord>();
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(readonly maxLifetimeMs: number = DEFAULT_SESSION_MAX_LIFETIME_SECONDS * 1000) {}

  /** The Max-Age of a new session's cookie: no longer than the session can live. */
  cookieMaxAgeSeconds(): number {
    return Math.floor(Math.min(SESSION_IDLE_MS, this.maxLifetimeMs) / 1000);
  }

  get size(): number {
    return this.sessions.size;
  }

  private expired(session: SessionRecord, now: number): boolean {
    return now - session.lastSeenAt > SESSION_IDLE_MS || now - session.createdAt >= this.maxLifetimeMs;
  }

  /** Issue 19 defect 7: sessions nobody comes back for are forgotten too, not only those whose cookie returns. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SESSION_SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [sid, session] of this.sessions) if (this.expired(session, now)) this.sessions.delete(sid);
  }

  create(uid: number, now: number): string {
    this.sweep(now);
    const sid = randomBytes(32).toString('base64url');
    this.sessions.set(sid, { uid, createdAt: now, lastSeenAt: now });
    return sid;
  }

  /** The live session for a cookie value; touching it keeps it alive. */
  get(sid: string | undefined, now: number): SessionRecord | undefined {
    if (!sid) return undefined;
    const session = this.sessions.get(sid);
    if (!session) return undefined;
    if (this.expired(session, now)) {
      this.sessions.delete(sid);
      return undefined;
    }
    session.lastSeenAt = now;
    return session;
  }

  delete(sid: string | undefined): void {
    if (sid) this.sessions.delete(sid);
  }

  /** Ends every session of an account but one (after a password change). */
  deleteForAccount(uid: number, except?: string): void {
    for (const [sid, session] of this.sessions) if (session.uid === uid && sid !== except) this.sessions.delete(sid);
  }

  countFor(uid: number): number {
    let count = 0;
    for (const session of this.sessions.values()) if (session.uid === uid) count++;
    return count;
  }
}
