/**
 * The sandbox social sign-in provider (SPEC §4): `/oauth/init?service=&redirect_url=&type_auth=` shows a fake
 * provider page where the player picks the e-mail the "provider" vouches for; `/oauth/callback` signs that
 * player in (a new one is created with its registration not completed, so the app asks for the rest) and
 * closes the window, or in a web-view goes back to redirect_url, which must be on this origin.
 */
import { Hono } from 'hono';
import { isSafeInternalPath } from '../src/api/url-safety.ts';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress, setSessionCookie } from './http/api-routes.ts';
import { admissionRefusal } from './api/admission.ts';
import { EMAIL_PATTERN } from './api/rules.ts';
import { EMPTY_PROFILE } from './state/accounts.ts';
import type { SandboxState } from './state/index.ts';
import { throttleSubject, type Attempt } from './state/login-guard.ts';
import { escapeHtml, sandboxPage } from './sandbox-page.ts';

export const OAUTH_SERVICES = ['google'] as const;

function untilOf(errorData: Readonly<Record<string, string[]>>): number | null {
  const until = Number(errorData.until?.[0]);
  return Number.isInteger(until) ? until : null;
}

/**
 * Only a path on this origin may be returned to; anything else becomes the index. The path is judged as the browser
 * resolves it, by the app's own rule (src/api/url-safety.ts): `/a/..//evil.example` or `http://this-host//evil.example`
 * resolve to `//evil.example`, which a later navigation reads as another host (decision 026).
 */
function safeReturn(value: string | undefined, origin: string): string {
  let url: URL;
  try {
    url = new URL(value ?? '/', origin);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === origin && isSafeInternalPath(path) ? path : '/';
}

/** `bodyAttributes`: written as they are (escaped by the caller). */
function page(body: string, bodyAttributes = ''): string {
  return sandboxPage({
    lang: 'en',
    title: 'Sandbox sign-in',
    bodyAttributes,
    style: 'body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px 16px}label{display:block;margin:12px 0 4px}input,button{font:inherit;min-height:44px;width:100%;box-sizing:border-box}button{margin-top:16px;background:#1f4fbf;color:#fff;border:0;border-radius:12px}',
    body,
  });
}

/** The two-factor step of a social sign-in: the provider's answer is carried again with the code. */
function codeForm(fields: { service: string; email: string; back: string; typeAuth: string }, message: string): string {
  return page(`<h1>Two-factor code</h1><p role="alert">${escapeHtml(message)}</p>
<form method="post" action="/oauth/callback"><input type="hidden" name="service" value="${escapeHtml(fields.service)}"><input type="hidden" name="email" value="${escapeHtml(fields.email)}"><input type="hidden" name="redirect_url" value="${escapeHtml(fields.back)}"><input type="hidden" name="type_auth" value="${escapeHtml(fields.typeAuth)}">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required><button type="submit">Continue</button></form>`);
}

/**
 * Closes the provider's popup, or goes back to redirect_url in a web-view. A sign-in the platform refused for a reason
 * the app words itself (decision 034: the national self-exclusion list) travels back with it: to the opener as a
 * same-origin message `{source: 'omad-oauth', refusal: {type, until}}`, or in the return address
 * (`sign_in_refused=<type>&refused_until=<unix seconds>`).
 */
const DONE_SCRIPT = `(function(){var body=document.body;var target=body.getAttribute('data-return')||'/';var refusal=body.getAttribute('data-refusal');if(window.opener&&!window.opener.closed){if(refusal){window.opener.postMessage({source:'omad-oauth',refusal:JSON.parse(refusal)},window.location.origin);}window.close();}else{window.location.replace(target);}})();`;

/** The page that hands a refusal back to the app (DONE_SCRIPT), with the return address carrying it too. */
function refusedPage(back: string, refusal: { type: string; until: number | null }): string {
  const url = new URL(back, 'http://return.invalid');
  url.searchParams.set('sign_in_refused', refusal.type);
  if (refusal.until !== null) url.searchParams.set('refused_until', String(refusal.until));
  const target = `${url.pathname}${url.search}${url.hash}`;
  return page(
    `<p role="alert">${escapeHtml('Sign-in refused. Returning to Omad…')}</p><p><a href="${escapeHtml(target)}">Continue</a></p><script src="/oauth/done.js"></script>`,
    ` data-return="${escapeHtml(target)}" data-refusal="${escapeHtml(JSON.stringify(refusal))}"`,
  );
}

export function oauthRoutes(deps: { state: SandboxState; now: () => number }): Hono {
  const app = new Hono();
  // Decision 026: these answers set the session cookie (or lead to one): no cache may keep them.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', bodyLimit({ maxSize: 4 * 1024 }));
  app.get('/done.js', (c) => c.body(DONE_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }));
  app.get('/init', (c) => {
    const service = c.req.query('service') ?? '';
    if (!(OAUTH_SERVICES as readonly string[]).includes(service)) return c.html(page('<p role="alert">Unknown sign-in service.</p>'), 400);
    const origin = new URL(c.req.url).origin;
    const back = safeReturn(c.req.query('redirect_url'), origin);
    const typeAuth = c.req.query('type_auth') === 'registration' ? 'registration' : 'login';
    return c.html(
      page(`<h1>Sandbox ${escapeHtml(service)}</h1><p>Continue to Omad as:</p>
<form method="post" action="/oauth/callback"><input type="hidden" name="service" value="${escapeHtml(service)}"><input type="hidden" name="redirect_url" value="${escapeHtml(back)}"><input type="hidden" name="type_auth" value="${typeAuth}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required value="social.player@sandbox.test"><button type="submit">Continue</button></form>`),
    );
  });
  app.post('/callback', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
    const service = typeof form.service === 'string' ? form.service : '';
    if (!EMAIL_PATTERN.test(email) || !(OAUTH_SERVICES as readonly string[]).includes(service)) return c.html(page('<p role="alert">The provider refused this sign-in.</p>'), 400);
    const { state } = deps;
    const now = deps.now();
    const back = safeReturn(typeof form.redirect_url === 'string' ? form.redirect_url : '/', new URL(c.req.url).origin);
    const typeAuth = form.type_auth === 'registration' ? 'registration' : 'login';
    const code = typeof form.code === 'string' && form.code !== '' ? form.code : undefined;
    let account = state.accounts.findByLogin(email);
    const listedEmail = state.register.listingFor({ login: email }, now);
    if (account) {
      // The same checks as a password login (mocks/api/admission.ts, SPEC §8 TooManyRequestsException); a typed code is throttled.
      const address = clientAddress(c);
      const subject = throttleSubject(account, account.login);
      let attempt: Attempt | undefined;
      if (code !== undefined) {
        const taken = await state.loginGuard.begin(subject, address, deps.now);
        if (typeof taken === 'number') return c.html(page(`<p role="alert">Too many attempts, try again in ${taken} seconds.</p>`), 429);
        attempt = taken;
      }
      const refusal = admissionRefusal(state, account, code, now);
      if (refusal?.error.type === 'NationalSelfExclusionException') {
        attempt?.release();
        return c.html(refusedPage(back, { type: refusal.error.type, until: untilOf(refusal.error.errorData) }), 451);
      }
      if (refusal) {
        if (refusal.failure) attempt?.failed();
        else attempt?.release();
        const fields = { service, email, back, typeAuth };
        if (refusal.codeAsked) return c.html(codeForm(fields, 'Enter the code we sent you.'));
        if (refusal.failure) return c.html(codeForm(fields, refusal.error.message), 401);
        return c.html(page(`<p role="alert">${escapeHtml(refusal.error.message)}</p>`), 403);
      }
      attempt?.succeeded();
    } else if (listedEmail) {
      // Decision 034: no account opens for an e-mail the national self-exclusion list names.
      return c.html(refusedPage(back, { type: 'NationalSelfExclusionException', until: listedEmail.until }), 451);
    } else if (state.accounts.registration(email)) {
      // A registration of this e-mail is opening its account right now: one e-mail, one account.
      return c.html(page('<p role="alert">This e-mail is being registered right now. Sign in with it in a moment.</p>'), 409);
    } else {
      account = state.accounts.add({
        login: email,
        passwordHash: null,
        fakename: '',
        regTime: Math.floor(now / 1000),
        currency: 'UZS',
        locale: 'uz',
        countryCode: 'UZ',
        isVerified: false,
        isOnVerification: false,
        isKycBlockEnabled: false,
        // SPEC §4: a social player still owes the personal data; the app shows the social registration step.
        isRegistrationCompleted: false,
        twoFactorAuth: false,
        banned: false,
        telegramId: null,
        promoCode: null,
        profile: { ...EMPTY_PROFILE },
        contacts: [{ type: 'email', contact: email, is_confirmed: true, is_subscribed: false, phone_country_code: null }],
        storage: new Map(),
        depositLimit: { period: 'none', limitMinor: null },
      });
      account.fakename = `Player${account.uid}`;
    }
    setSessionCookie(c, state.sessions.create(account, now), state.sessions.cookieMaxAgeSeconds());
    return c.html(page(`<p role="status">Signed in. Returning to Omad…</p><p><a href="${escapeHtml(back)}">Continue</a></p><script src="/oauth/done.js"></script>`, ` data-return="${escapeHtml(back)}"`));
  });
  return app;
}
