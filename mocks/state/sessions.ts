/** Sessions behind the `sid` cookie: an opaque random id mapped to an account, never the account id itself. */
import { randomBytes } from 'node:crypto';

/**
 * A session unused for this long is gone when the operator sets no inactivity logout (general info's
 * `time_to_force_logout` of 0), and the longest a session cookie is kept.
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * However often it is used, a session ends this long after its sign-in; the operator sets it
 * with SESSION_MAX_LIFETIME_SECONDS (mocks/app.ts readConfig).
 */
export const DEFAULT_SESSION_MAX_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export interface SessionRecord {
  readonly uid: number;
  /**
   * The account's credential version the session was opened under (AccountRecord.credentialVersion): a password
   * change or reset moves the account on, and a session of an older version is no session (docs/decisions/024-sessions-and-public-origin.md).
   */
  readonly credentialVersion: number;
  readonly createdAt: number;
  lastSeenAt: number;
}

/** Expired sessions are swept at most this often (a full pass), on the next sign-in. */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 1000;

export class SessionStore {
  private readonly sessions = new Map<string, SessionRecord>();
  /** Sessions the session-time limit ended (endByTimeLimit): their account and when. */
  private readonly timedOut = new Map<string, { uid: number; at: number }>();
  private lastSweep = Number.NEGATIVE_INFINITY;

  /**
   * `idleMs` answers how long a session may go unused, read at each check: SPEC §3 general info's
   * `time_to_force_logout`, which the platform enforces itself (the app's timer is only its warning, SPEC §4).
   */
  constructor(
    readonly maxLifetimeMs: number = DEFAULT_SESSION_MAX_LIFETIME_SECONDS * 1000,
    private readonly idleMs: () => number = () => SESSION_IDLE_MS,
  ) {}

  /** The Max-Age of a new session's cookie: no longer than the session can live. */
  cookieMaxAgeSeconds(): number {
    return Math.floor(Math.min(SESSION_IDLE_MS, this.maxLifetimeMs) / 1000);
  }

  get size(): number {
    return this.sessions.size;
  }

  private expired(session: SessionRecord, now: number): boolean {
    return now - session.lastSeenAt > this.idleMs() || now - session.createdAt >= this.maxLifetimeMs;
  }

  /** Sessions nobody comes back for are forgotten too, not only those whose cookie returns. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SESSION_SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [sid, session] of this.sessions) if (this.expired(session, now)) this.sessions.delete(sid);
    for (const [sid, ended] of this.timedOut) if (now - ended.at > SESSION_IDLE_MS) this.timedOut.delete(sid);
  }

  /** A new session for the account as its credentials stood when the sign-in was checked. */
  create(account: { readonly uid: number; readonly credentialVersion: number }, now: number): string {
    this.sweep(now);
    const sid = randomBytes(32).toString('base64url');
    this.sessions.set(sid, { uid: account.uid, credentialVersion: account.credentialVersion, createdAt: now, lastSeenAt: now });
    return sid;
  }

  /** The live session for a cookie value; touching it (the default: the player did something) keeps it alive. */
  get(sid: string | undefined, now: number, touch = true): SessionRecord | undefined {
    if (!sid) return undefined;
    const session = this.sessions.get(sid);
    if (!session) return undefined;
    if (this.expired(session, now)) {
      this.sessions.delete(sid);
      return undefined;
    }
    if (touch) session.lastSeenAt = now;
    return session;
  }

  delete(sid: string | undefined): void {
    if (sid) this.sessions.delete(sid);
  }

  /** Ends every session of an account but one (after a password change). */
  deleteForAccount(uid: number, except?: string): void {
    for (const [sid, session] of this.sessions) if (session.uid === uid && sid !== except) this.sessions.delete(sid);
  }

  /**
   * When the account's current session started: the first start among its live sessions (a second device joins the
   * session already running, docs/decisions/035-net-position-and-session-limit.md); undefined when none is live.
   */
  firstStartOf(uid: number, now: number): number | undefined {
    let first: number | undefined;
    for (const session of this.sessions.values()) {
      if (session.uid !== uid || this.expired(session, now)) continue;
      if (first === undefined || session.createdAt < first) first = session.createdAt;
    }
    return first;
  }

  /**
   * Ends every session of the account because its session-time limit was reached, remembering their ids so that a
   * cookie coming back is told why (SessionTimeLimitException) rather than only that it is no session.
   */
  endByTimeLimit(uid: number, now: number): void {
    for (const [sid, session] of this.sessions) {
      if (session.uid !== uid) continue;
      this.sessions.delete(sid);
      this.timedOut.set(sid, { uid, at: now });
    }
  }

  /** The account whose session `sid` its time limit ended; forgotten once a cookie could no longer be kept. */
  timedOutUid(sid: string | undefined, now: number): number | undefined {
    if (sid === undefined) return undefined;
    const ended = this.timedOut.get(sid);
    if (ended && now - ended.at > SESSION_IDLE_MS) this.timedOut.delete(sid);
    return ended && now - ended.at <= SESSION_IDLE_MS ? ended.uid : undefined;
  }

  countFor(uid: number): number {
    let count = 0;
    for (const session of this.sessions.values()) if (session.uid === uid) count++;
    return count;
  }
}
