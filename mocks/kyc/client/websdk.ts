/**
 * The sandbox's stand-in for Sumsub's WebSDK frame (mocks/kyc/routes.ts). The app's page runs Sumsub's real SDK
 * package, which creates this frame and speaks to it; this script speaks the frame's side of that protocol:
 *
 * - frame -> SDK (to the parent window): `idCheck.onReady {frameId, sessionId}` first (the SDK answers `idCheck.init`
 *   with the launch config: accessToken, lang, theme, uiConf, origin), then `idCheck.onInitialized`,
 *   `idCheck.onApplicantLoaded`, `idCheck.onStepInitiated`, `idCheck.onStepCompleted`, `idCheck.onApplicantSubmitted`
 *   (`idCheck.onApplicantResubmitted` after a rejection with retry), `idCheck.onApplicantStatusChanged` (review status
 *   and result), `idCheck.onResize`, and `idCheck.onError` (`invalid-token` makes the SDK refresh the token).
 * - SDK -> frame: `idCheck.init`, `idCheck.updateAccessToken {accessToken, error}`, `idCheck.callSetLanguage`,
 *   `idCheck.callSetTheme`.
 *
 * Only the parent window is listened to; after `idCheck.init` only from the origin the SDK reported.
 */
export {};

type Lang = 'uz' | 'ru' | 'en';
type Status = { applicant_id: string; created_at: string; submissions: number; review_status: 'init' | 'pending' | 'completed'; review_answer?: 'GREEN' | 'RED'; reject_type?: 'RETRY' | 'FINAL'; reject_labels?: string[] };

const TEXTS: Record<Lang, Record<string, string>> = {
  uz: {
    title: 'Shaxsni tasdiqlash',
    intro: 'Pasport yoki ID karta raqamini kiriting va selfi oling.',
    docType: 'Hujjat',
    passport: 'Pasport',
    idCard: 'ID karta',
    number: 'Hujjat raqami',
    selfie: 'Selfi oldim',
    send: 'Hujjatlarni yuborish',
    sending: 'Yuborilmoqda…',
    pending: 'Hujjatlar qabul qilindi va tekshirilmoqda.',
    approved: 'Tekshiruv muvaffaqiyatli yakunlandi.',
    retry: "Hujjat qabul qilinmadi: raqam o'qilmadi yoki hujjatga mos emas. Tuzatib, qayta yuboring.",
    final: 'Tekshiruv rad etildi. Hujjatni qayta yuborib bo‘lmaydi.',
    underage: "Tekshiruv rad etildi: 18 yoshga to'lmagansiz.",
    failed: "Aloqa uzildi. Birozdan so'ng qayta urinib ko'ring.",
  },
  ru: {
    title: 'Подтверждение личности',
    intro: 'Введите номер паспорта или ID-карты и сделайте селфи.',
    docType: 'Документ',
    passport: 'Паспорт',
    idCard: 'ID-карта',
    number: 'Номер документа',
    selfie: 'Я сделал селфи',
    send: 'Отправить документы',
    sending: 'Отправляем…',
    pending: 'Документы получены и проверяются.',
    approved: 'Проверка успешно завершена.',
    retry: 'Документ не принят: номер не читается или не совпадает с документом. Исправьте и отправьте снова.',
    final: 'Проверка отклонена. Повторно отправить документ нельзя.',
    underage: 'Проверка отклонена: вам нет 18 лет.',
    failed: 'Связь прервалась. Попробуйте ещё раз чуть позже.',
  },
  en: {
    title: 'Identity verification',
    intro: 'Type your passport or ID card number and take a selfie.',
    docType: 'Document',
    passport: 'Passport',
    idCard: 'ID card',
    number: 'Document number',
    selfie: 'I took a selfie',
    send: 'Send documents',
    sending: 'Sending…',
    pending: 'Documents received and under review.',
    approved: 'Verification completed.',
    retry: 'The document was not accepted: the number is unreadable or does not match. Correct it and send again.',
    final: 'Verification rejected. The document cannot be sent again.',
    underage: 'Verification rejected: you are under 18.',
    failed: 'The connection failed. Try again a little later.',
  },
};

const POLL_MS = 1000;
// Raw, not URLSearchParams: the SDK puts base64 (with `+`, `/`, `=`) into `_` unencoded, and `+` must not become a space.
const frameId = /[?&]_=([^&]*)/.exec(location.search)?.[1] ?? '';
const sessionId = `sbx-${Math.random().toString(36).slice(2)}`;
const app = document.getElementById('app') as HTMLElement;

let initialised = false;
let parentOrigin = '';
let token = '';
let lang: Lang = 'en';
let status: Status | undefined;
let view: 'loading' | 'form' | 'pending' | 'approved' | 'retry' | 'final' | 'underage' | 'failed' = 'loading';
/** The request waiting for a new token (after `invalid-token`), run again once the SDK hands one over. */
let waitingForToken: (() => void) | undefined;
let pollTimer: number | undefined;

function post(method: string, payload: Record<string, unknown> = {}): void {
  // Before `idCheck.init` the parent's origin is not known yet; onReady carries nothing but ids.
  window.parent.postMessage({ ...payload, method, frameId, sessionId }, parentOrigin || '*');
}

function statusPayload(current: Status): Record<string, unknown> {
  const reviewStatus = current.review_status;
  const reviewResult = current.review_answer
    ? { reviewAnswer: current.review_answer, ...(current.reject_type ? { reviewRejectType: current.reject_type } : {}), ...(current.reject_labels ? { rejectLabels: current.reject_labels } : {}) }
    : undefined;
  return {
    applicantId: current.applicant_id,
    reprocessing: current.submissions > 1,
    levelName: 'basic-kyc-level',
    creationDate: current.created_at,
    expireDate: '',
    reviewStatus,
    autoChecked: false,
    ...(reviewResult ? { reviewResult } : {}),
  };
}

function text(key: string): string {
  return TEXTS[lang][key] ?? key;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function render(): void {
  document.documentElement.lang = lang;
  const heading = element('h1', {}, text('title'));
  switch (view) {
    case 'loading':
      app.replaceChildren(heading, element('p', { className: 'muted' }, '…'));
      break;
    case 'pending':
      app.replaceChildren(heading, element('p', { role: 'status' }, text('pending')));
      break;
    case 'approved':
      app.replaceChildren(heading, element('p', { className: 'ok', role: 'status' }, text('approved')));
      break;
    case 'final':
    case 'underage':
      app.replaceChildren(heading, element('p', { className: 'error', role: 'alert' }, text(view)));
      break;
    case 'failed':
      app.replaceChildren(heading, element('p', { className: 'error', role: 'alert' }, text('failed')));
      break;
    case 'form':
    case 'retry':
      app.replaceChildren(heading, ...(view === 'retry' ? [element('p', { className: 'error', role: 'alert' }, text('retry'))] : []), documentForm());
      break;
  }
}

function documentForm(): HTMLFormElement {
  const type = element('select', { id: 'doc-type', name: 'doc_type' }, element('option', { value: 'PASSPORT' }, text('passport')), element('option', { value: 'ID_CARD' }, text('idCard')));
  const number = element('input', { id: 'doc-number', name: 'number', required: true, maxLength: 16, autocomplete: 'off' });
  const selfie = element('input', { type: 'checkbox', name: 'selfie', id: 'selfie' });
  const send = element('button', { type: 'submit' }, text('send'));
  const form = element(
    'form',
    { noValidate: false },
    element('p', {}, text('intro')),
    element('label', { htmlFor: 'doc-type' }, text('docType')),
    type,
    element('label', { htmlFor: 'doc-number' }, text('number')),
    number,
    element('label', { className: 'check' }, selfie, text('selfie')),
    send,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    send.disabled = true;
    send.textContent = text('sending');
    submit({ doc_type: type.value, number: number.value, selfie: selfie.checked });
  });
  return form;
}

/** Calls the stand-in's API with the current token; `invalid-token` asks the SDK for a new one and calls again. */
async function call(path: string, init: RequestInit, retry: () => void): Promise<Status | undefined> {
  let response: Response;
  try {
    response = await fetch(`/websdk/api/${path}`, { ...init, credentials: 'omit', headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
  } catch {
    view = 'failed';
    post('idCheck.onError', { code: 'network', error: 'The verification server did not answer' });
    render();
    return undefined;
  }
  const body = (await response.json().catch(() => ({}))) as { data?: Status; error?: { code?: string; message?: string } };
  if (response.status === 401 && body.error?.code === 'invalid-token') {
    waitingForToken = retry;
    post('idCheck.onError', { code: 'invalid-token', error: body.error.message ?? 'Token expired' });
    return undefined;
  }
  if (!response.ok || !body.data) {
    view = 'failed';
    post('idCheck.onError', { code: body.error?.code ?? 'server', error: body.error?.message ?? `The verification server answered ${response.status}` });
    render();
    return undefined;
  }
  return body.data;
}

function show(next: Status, announce: boolean): void {
  const changed = status?.review_status !== next.review_status || status?.reject_labels?.join() !== next.reject_labels?.join() || status?.review_answer !== next.review_answer || status?.reject_type !== next.reject_type || status?.submissions !== next.submissions;
  status = next;
  if (announce && changed) post('idCheck.onApplicantStatusChanged', statusPayload(next));
  if (next.review_status === 'pending') {
    view = 'pending';
    schedulePoll();
  } else if (next.review_status === 'completed') {
    view = next.review_answer === 'GREEN' ? 'approved' : next.reject_labels?.includes('AGE_REQUIREMENT_MISMATCH') ? 'underage' : next.reject_type === 'FINAL' ? 'final' : 'retry';
  } else {
    view = 'form';
  }
  if (view === 'form' || view === 'retry') post('idCheck.onStepInitiated', { idDocSetType: 'IDENTITY', types: ['PASSPORT', 'ID_CARD'] });
  render();
}

function schedulePoll(): void {
  window.clearTimeout(pollTimer);
  pollTimer = window.setTimeout(() => void load(), POLL_MS);
}

async function load(): Promise<void> {
  const next = await call(`applicant?token=${encodeURIComponent(token)}`, { method: 'GET' }, () => void load());
  if (!next) return;
  const first = status === undefined;
  if (first) post('idCheck.onApplicantLoaded', { applicantId: next.applicant_id });
  // On load the SDK reports the status the applicant already has (a review under way or done).
  show(next, !first || next.review_status !== 'init');
}

function submit(form: { doc_type: string; number: string; selfie: boolean }): void {
  void (async () => {
    const resubmission = (status?.submissions ?? 0) > 0;
    const next = await call('submit', { method: 'POST', body: JSON.stringify({ token, ...form }) }, () => submit(form));
    if (!next) return;
    post('idCheck.onStepCompleted', { idDocSetType: 'IDENTITY' });
    post(resubmission ? 'idCheck.onApplicantResubmitted' : 'idCheck.onApplicantSubmitted', { applicantId: next.applicant_id });
    show(next, true);
  })();
}

function applyTheme(theme: unknown): void {
  document.documentElement.dataset.theme = theme === 'dark' ? 'dark' : 'light';
}

function applyLang(value: unknown): void {
  lang = value === 'uz' || value === 'ru' ? value : 'en';
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent) return;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null || typeof data.method !== 'string') return;
  if (initialised && event.origin !== parentOrigin) return;
  switch (data.method) {
    case 'idCheck.init': {
      if (initialised || typeof data.accessToken !== 'string') return;
      initialised = true;
      parentOrigin = typeof data.origin === 'string' ? data.origin : event.origin;
      token = data.accessToken;
      applyLang(data.lang);
      applyTheme(data.theme);
      const css = (data.uiConf as { customCssStr?: unknown } | undefined)?.customCssStr;
      if (typeof css === 'string' && css !== '') document.head.append(element('style', {}, css));
      post('idCheck.onInitialized');
      render();
      void load();
      break;
    }
    case 'idCheck.updateAccessToken': {
      const retry = waitingForToken;
      waitingForToken = undefined;
      if (typeof data.accessToken === 'string' && data.accessToken !== '') {
        token = data.accessToken;
        retry?.();
      } else {
        view = 'failed';
        render();
      }
      break;
    }
    case 'idCheck.callSetLanguage':
      applyLang(data.language);
      post('idCheck.onLanguageChanged', { language: lang });
      render();
      break;
    case 'idCheck.callSetTheme':
      applyTheme(data.theme);
      break;
  }
});

new ResizeObserver(() => post('idCheck.onResize', { height: Math.ceil(document.documentElement.scrollHeight) })).observe(document.body);
post('idCheck.onReady');
