// @vitest-environment jsdom
/**
 * Sumsub's real WebSDK package (@sumsub/websdk) driven through identity-check.ts: the frame it creates in the page, the
 * token and language it hands the frame, the refresh callback on `invalid-token`, and its events as the page's phases.
 * The frame's side is played by posting the messages Sumsub's frame posts, from the host the token names.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostCss } from './identity-check-view.tsx';
import { launchIdentityCheck, nextPhase, phaseOf, type IdentityCheck } from './identity-check.ts';

const HOST = 'https://kyc.provider.example';
/** A token shaped like Sumsub's: its payload names the host the SDK loads its frame from. */
const TOKEN = `_act-sbx-jwt-${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ url: HOST, sub: 'applicant-1' }))}.c2lnbmF0dXJl`;

let check: IdentityCheck | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  check?.destroy();
  container?.remove();
  check = undefined;
  container = undefined;
});

function launch(overrides: { refresh?: () => Promise<string>; lang?: string } = {}) {
  container = document.createElement('div');
  document.body.append(container);
  const events: { type: string; phase: string | undefined; code?: string | undefined; submitted: boolean }[] = [];
  const refresh = vi.fn(overrides.refresh ?? (() => Promise.resolve('fresh-token')));
  check = launchIdentityCheck(container, { token: TOKEN, refresh, lang: overrides.lang ?? 'ru', theme: 'dark', css: ':root { --bg: #161e44; }', onEvent: (event) => events.push(event) });
  const iframe = container.querySelector('iframe');
  if (!iframe?.contentWindow) throw new Error('the SDK made no frame');
  const received: Record<string, unknown>[] = [];
  iframe.contentWindow.addEventListener('message', (event: MessageEvent) => received.push(event.data as Record<string, unknown>));
  const frameSays = (method: string, payload: Record<string, unknown> = {}, origin = HOST) =>
    window.dispatchEvent(new MessageEvent('message', { origin, data: { method, frameId: `id_${btoa(TOKEN)}`, sessionId: 'session-1', ...payload } }));
  return { iframe, events, refresh, received, frameSays };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("identity verification through Sumsub's WebSDK", () => {
  it('puts the frame in the page, loaded from the host the token names, in the host theme', () => {
    const { iframe } = launch();
    expect(iframe.parentElement).toBe(container);
    expect(iframe.src).toBe(`${HOST}/websdk/websdk.html?_=id_${btoa(TOKEN)}&theme=dark`);
    expect(iframe.allow).toContain('camera');
  });

  it("hands the frame the token, the app's language and the host colours when the frame is ready", async () => {
    const { received, frameSays } = launch({ lang: 'uz' });
    frameSays('idCheck.onReady');
    await settle();
    expect(received).toContainEqual(expect.objectContaining({ method: 'idCheck.init', accessToken: TOKEN, lang: 'uz', theme: 'dark', uiConf: { customCssStr: ':root { --bg: #161e44; }' } }));
  });

  it('asks the platform for a new token when the frame says its token expired, and hands it over', async () => {
    const { received, frameSays, refresh, events } = launch();
    frameSays('idCheck.onReady');
    frameSays('idCheck.onError', { code: 'invalid-token', error: 'expired' });
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(received).toContainEqual(expect.objectContaining({ method: 'idCheck.updateAccessToken', accessToken: 'fresh-token' }));
    // The refresh is the SDK's business: the page does not show a failure for it.
    expect(events.map((event) => event.phase)).not.toContain('failed');
  });

  it('follows the language the app switches to', async () => {
    const { received, frameSays } = launch();
    frameSays('idCheck.onReady');
    check?.setLanguage('uz');
    await settle();
    expect(received).toContainEqual(expect.objectContaining({ method: 'idCheck.callSetLanguage', language: 'uz' }));
  });

  it("turns the frame's events into the page's phases: submitted, approved, rejected with retry, rejected for good, failed", () => {
    const { frameSays, events } = launch();
    frameSays('idCheck.onReady');
    frameSays('idCheck.onInitialized');
    frameSays('idCheck.onApplicantSubmitted');
    frameSays('idCheck.onApplicantStatusChanged', { reviewStatus: 'pending' });
    frameSays('idCheck.onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY' } });
    frameSays('idCheck.onApplicantResubmitted');
    frameSays('idCheck.onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } });
    frameSays('idCheck.onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL' } });
    frameSays('idCheck.onError', { code: 'network', error: 'down' });
    const phases = events.filter((event) => event.phase !== undefined).map((event) => [event.type, event.phase, event.submitted]);
    expect(phases).toEqual([
      ['idCheck.onInitialized', 'in-progress', false],
      ['idCheck.onApplicantSubmitted', 'submitted', true],
      ['idCheck.onApplicantStatusChanged', 'submitted', false],
      ['idCheck.onApplicantStatusChanged', 'rejected-retry', false],
      ['idCheck.onApplicantResubmitted', 'submitted', true],
      ['idCheck.onApplicantStatusChanged', 'approved', false],
      ['idCheck.onApplicantStatusChanged', 'rejected-final', false],
      ['idCheck.onError', 'failed', false],
    ]);
    expect(events.at(-1)?.code).toBe('network');
  });

  it('ignores messages from any origin but the host the token names', () => {
    const { frameSays, events } = launch();
    frameSays('idCheck.onReady', {}, 'https://evil.example');
    frameSays('idCheck.onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } }, 'https://evil.example');
    expect(events).toEqual([]);
  });

  it('takes the frame out of the page when destroyed', () => {
    launch();
    check?.destroy();
    expect(container?.querySelector('iframe')).toBeNull();
  });
});

describe('phases and host colours', () => {
  it('a review still running is "submitted"; a completed one without an answer says nothing', () => {
    for (const status of ['queued', 'pending', 'onHold', 'prechecked']) expect(phaseOf('idCheck.onApplicantStatusChanged', { reviewStatus: status })).toBe('submitted');
    expect(phaseOf('idCheck.onApplicantStatusChanged', { reviewStatus: 'init' })).toBe('in-progress');
    expect(phaseOf('idCheck.onApplicantStatusChanged', { reviewStatus: 'completed' })).toBeUndefined();
    expect(phaseOf('idCheck.onResize', { height: 300 })).toBeUndefined();
  });

  it("a rejection with retry stays said while the SDK opens its resubmission step; a final verdict or an approval ends it", () => {
    expect(nextPhase('rejected-retry', 'in-progress')).toBe('rejected-retry');
    expect(nextPhase('rejected-retry', 'submitted')).toBe('submitted');
    expect(nextPhase('rejected-retry', undefined)).toBe('rejected-retry');
    expect(nextPhase('submitted', 'approved')).toBe('approved');
    expect(nextPhase('approved', 'in-progress')).toBe('approved');
    expect(nextPhase('rejected-final', 'in-progress')).toBe('rejected-final');
    expect(nextPhase('failed', 'in-progress')).toBe('in-progress');
  });

  it("an applicant under 18 (Sumsub's AGE_REQUIREMENT_MISMATCH) is a final rejection of its own", () => {
    const underage = { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['AGE_REQUIREMENT_MISMATCH'] } };
    expect(phaseOf('idCheck.onApplicantStatusChanged', underage)).toBe('rejected-underage');
    expect(phaseOf('idCheck.onApplicantStatusChanged', { ...underage, reviewResult: { ...underage.reviewResult, rejectLabels: ['FORGERY'] } })).toBe('rejected-final');
    expect(nextPhase('rejected-underage', 'in-progress')).toBe('rejected-underage');
  });

  it('passes colour values only, never text that could end the rule', () => {
    const values: Record<string, string> = { '--omad-bg-elevated': ' #161e44', '--omad-text': 'rgb(242, 244, 255)', '--omad-accent': 'red; } body { background: url(x)' };
    const css = hostCss((name) => values[name] ?? '');
    expect(css).toBe(':root { --bg: #161e44; --text: rgb(242, 244, 255); }');
  });
});
