/**
 * Identity verification through Sumsub's WebSDK (SPEC §1, §7 "sumsub.*"; ARCHITECTURE.md: third parties through their
 * own SDK). The SDK is the vendor's package (@sumsub/websdk): it puts its frame into a container of this page (no new
 * window, so it works inside Telegram and web-views), with the access token from sumsub.getAccessToken; when the token
 * expires the SDK calls `refresh`, which asks the platform again. Where the frame loads from is the SDK's business: it
 * reads the host from the access token the platform issued (Sumsub's tokens name Sumsub's host; the sandbox's name
 * its stand-in, mocks/kyc/), so nothing here names an address.
 *
 * The SDK's events become the page's phases (phaseOf): in progress, submitted and waiting, approved, rejected with a
 * retry (the SDK's frame shows the resubmission), rejected for good, or failed (the SDK's error, said in words).
 */
import snsWebSdk from '@sumsub/websdk';
import type { AnyEventName, EventPayload } from '@sumsub/websdk';

export type CheckPhase = 'starting' | 'in-progress' | 'submitted' | 'approved' | 'rejected-retry' | 'rejected-final' | 'rejected-underage' | 'failed';

/** Sumsub's reject label for an applicant under the level's age (decision 033: under 18 is refused with its own words). */
export const UNDERAGE_LABEL = 'AGE_REQUIREMENT_MISMATCH';

/** A verdict: the platform's account (is_verified) changes with it, so the app reads it again. */
export function isVerdict(phase: CheckPhase): boolean {
  return phase === 'approved' || phase === 'rejected-retry' || phase === 'rejected-final' || phase === 'rejected-underage';
}

interface ReviewFields {
  reviewStatus?: string;
  reviewResult?: { reviewAnswer?: string; reviewRejectType?: string; rejectLabels?: unknown };
}

/** The phase a review status reports (Sumsub's reviewStatus and reviewResult), or undefined when it says nothing new. */
export function phaseOfReview({ reviewStatus, reviewResult }: ReviewFields): CheckPhase | undefined {
  if (reviewStatus === 'completed') {
    if (reviewResult?.reviewAnswer === 'GREEN') return 'approved';
    if (reviewResult?.reviewAnswer === 'RED') {
      if (Array.isArray(reviewResult.rejectLabels) && reviewResult.rejectLabels.includes(UNDERAGE_LABEL)) return 'rejected-underage';
      return reviewResult.reviewRejectType === 'FINAL' ? 'rejected-final' : 'rejected-retry';
    }
    return undefined;
  }
  // Sumsub's statuses while a review runs: queued, pending, prechecked, onHold, awaitingService, awaitingUser.
  if (reviewStatus === 'init') return 'in-progress';
  if (reviewStatus !== undefined && reviewStatus !== '') return 'submitted';
  return undefined;
}

/** The phase an SDK event moves the page to; undefined for events that change nothing the player sees. */
export function phaseOf(type: string, payload: unknown): CheckPhase | undefined {
  const fields = (typeof payload === 'object' && payload !== null ? payload : {}) as ReviewFields & { code?: string };
  switch (type) {
    case 'idCheck.onInitialized':
    case 'idCheck.onStepInitiated':
    case 'idCheck.onApplicantResubmitting':
      return 'in-progress';
    case 'idCheck.onApplicantSubmitted':
    case 'idCheck.onApplicantResubmitted':
    case 'idCheck.onApplicantActionSubmitted':
      return 'submitted';
    case 'idCheck.onApplicantStatusChanged':
    case 'idCheck.applicantStatus':
    case 'idCheck.onApplicantVerificationCompleted':
    case 'idCheck.onApplicantActionStatusChanged':
      return phaseOfReview(fields);
    case 'idCheck.onError':
      // `invalid-token` never reaches here: the SDK handles it by calling the refresh callback.
      return 'failed';
    default:
      return undefined;
  }
}

/**
 * The page's phase after an event's: a verdict stays until something replaces it for real. The SDK opens its
 * resubmission step right after a rejection with retry (`onStepInitiated`): the player still needs to read why, so
 * only a new submission or a new verdict moves on; a final verdict or an approval ends the check.
 */
export function nextPhase(current: CheckPhase, next: CheckPhase | undefined): CheckPhase {
  if (next === undefined || next === current) return current;
  if (current === 'approved' || current === 'rejected-final' || current === 'rejected-underage') return current;
  if (current === 'rejected-retry' && next === 'in-progress') return current;
  return next;
}

export interface IdentityCheckOptions {
  /** The access token of sumsub.getAccessToken. */
  token: string;
  /** Asks the platform for a new token (the SDK calls it when its token expires). */
  refresh: () => Promise<string>;
  /** The app's locale (uz, ru): the SDK's words follow it. */
  lang: string;
  /** The host's light or dark. */
  theme: 'light' | 'dark';
  /** The host's colours as CSS for the SDK's frame (uiConf.customCssStr). */
  css: string;
  /** Every SDK event, with the phase it moves to (undefined: no change) and the SDK error's code if any. */
  onEvent: (event: { type: string; phase: CheckPhase | undefined; code?: string | undefined; submitted: boolean }) => void;
}

export interface IdentityCheck {
  setLanguage(lang: string): void;
  setTheme(theme: 'light' | 'dark'): void;
  destroy(): void;
}

const SUBMISSIONS: ReadonlySet<string> = new Set(['idCheck.onApplicantSubmitted', 'idCheck.onApplicantResubmitted']);

/** Launches the SDK in `container`; events arrive through `onEvent` until `destroy`. */
export function launchIdentityCheck(container: HTMLElement, options: IdentityCheckOptions): IdentityCheck {
  const sdk = snsWebSdk
    .init(options.token, options.refresh)
    .withConf({ lang: options.lang, theme: options.theme, uiConf: { customCssStr: options.css } })
    // The page scrolls, not the frame: the frame takes the height it reports. The app's document already has its
    // viewport tag.
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .onMessage(<T extends AnyEventName>(type: T, payload: EventPayload<T>) => {
      const code = type === 'idCheck.onError' ? (payload as { code?: string }).code : undefined;
      options.onEvent({ type, phase: phaseOf(type, payload), code, submitted: SUBMISSIONS.has(type) });
    })
    .build();
  sdk.launch(container);
  return {
    setLanguage: (lang) => sdk.setLanguage(lang),
    setTheme: (theme) => sdk.setTheme(theme),
    destroy: () => sdk.destroy(),
  };
}
