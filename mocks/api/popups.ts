/**
 * popups.get (SPEC §7 "Other"), answering src/api/popups.ts: the operator's campaign popups by sysname (mocks/README.md
 * lists them). `login`, shown after sign-in (docs/decisions/006) while the operator runs it: off by default, switched
 * on in test mode with `POST /__sandbox/config {"login_campaign": true}`. The others open from an address
 * (`?popup={sysname}`), and their buttons carry actions (`register`, `login`, `deposit`, `offer`) as well as links:
 * `xush-kelibsiz` (register, or sign in), `birinchi-depozit` (take offer 1, or deposit), and `yangi-aksiya`, a draft
 * answered only with the `preview` flag an editor's link carries. Any other sysname, or `login` while it is off,
 * answers null.
 */
import * as popups from '../../src/api/requests/popups.ts';
import type { CampaignPopup, PopupButton } from '../../src/api/popups.ts';
import type { Locale } from '../state/accounts.ts';
import { implement, type OperationHandler } from './registry.ts';

type Words = Omit<CampaignPopup, 'id' | 'sysname' | 'offer_id' | 'is_closable' | 'image'>;

interface PopupSeed {
  id: number;
  offerId: number | null;
  /** A draft: answered only to an editor's preview. */
  draft?: boolean;
  words: Record<Locale, Words>;
}

const button = (title: string, action: string | null, url: string | null = null): PopupButton => ({ title, action, url });

const POPUPS: Readonly<Record<string, PopupSeed>> = {
  login: {
    id: 1,
    offerId: null,
    words: {
      uz: {
        title: 'Bahor kubogi boshlandi!',
        content: "<p>Har bir o'yin sizni <strong>1,000,000 UZS</strong> mukofot jamg'armasiga yaqinlashtiradi.</p><p>Reytingda o'rningizni kuzatib boring.</p>",
        buttons: [button("O'yinlarga o'tish", null, '/gamehall')],
      },
      ru: {
        title: 'Весенний кубок начался!',
        content: '<p>Каждая игра приближает вас к призовому фонду <strong>1,000,000 UZS</strong>.</p><p>Следите за своим местом в рейтинге.</p>',
        buttons: [button('К играм', null, '/gamehall')],
      },
    },
  },
  'xush-kelibsiz': {
    id: 2,
    offerId: null,
    words: {
      uz: { title: 'Omadga xush kelibsiz!', content: "<p>Ro'yxatdan o'ting va birinchi depozitga <strong>100%</strong> bonus oling.</p>", buttons: [button("Ro'yxatdan o'tish", 'register'), button('Kirish', 'login')] },
      ru: { title: 'Добро пожаловать в Omad!', content: '<p>Зарегистрируйтесь и получите <strong>100%</strong> на первый депозит.</p>', buttons: [button('Зарегистрироваться', 'register'), button('Войти', 'login')] },
    },
  },
  'birinchi-depozit': {
    id: 3,
    offerId: 1,
    words: {
      uz: { title: 'Birinchi depozitga 100%', content: '<p>Aksiyani oling va hisobingizni to‘ldiring.</p>', buttons: [button('Aksiyani olish', 'offer'), button("Hisobni to'ldirish", 'deposit')] },
      ru: { title: '100% на первый депозит', content: '<p>Заберите акцию и пополните счёт.</p>', buttons: [button('Получить акцию', 'offer'), button('Пополнить счёт', 'deposit')] },
    },
  },
  'yangi-aksiya': {
    id: 4,
    offerId: null,
    draft: true,
    words: {
      uz: { title: 'Yangi aksiya (qoralama)', content: '<p>Bu oyna hali e’lon qilinmagan.</p>', buttons: [button("O'yinlarga o'tish", null, '/gamehall')] },
      ru: { title: 'Новая акция (черновик)', content: '<p>Это окно ещё не опубликовано.</p>', buttons: [button('К играм', null, '/gamehall')] },
    },
  },
};

export const operations: readonly OperationHandler[] = [
  implement(
    popups.get,
    (context, { sysname, preview }): CampaignPopup | null => {
      const seed = Object.hasOwn(POPUPS, sysname) ? POPUPS[sysname] : undefined;
      if (!seed || (sysname === 'login' && !context.state.settings.loginCampaign) || (seed.draft && !preview)) return null;
      return { id: seed.id, sysname, offer_id: seed.offerId, is_closable: true, image: null, ...seed.words[context.locale] };
    },
    { guest: true },
  ),
];
