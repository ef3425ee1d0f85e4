/**
 * popups.get (SPEC §7 "Other"), answering src/api/popups.ts: the operator's campaign popups by sysname. The
 * sandbox has one, `login`, shown after sign-in (docs/decisions/006) while the operator runs it: off by default,
 * switched on in test mode with `POST /__sandbox/config {"login_campaign": true}` (mocks/README.md). Any other
 * sysname, or `login` while it is off, answers null.
 */
import { optional, type } from 'superstruct';
import * as popups from '../../src/api/popups.ts';
import type { CampaignPopup } from '../../src/api/popups.ts';
import type { Locale } from '../state/accounts.ts';
import { implement, type OperationHandler } from './registry.ts';
import { Flag, rule, text } from './rules.ts';

const Sysname = rule(text(64), 'INVALID', (value) => /^[a-z0-9_-]+$/.test(value));

const LOGIN_CAMPAIGN: Record<Locale, Omit<CampaignPopup, 'id' | 'sysname' | 'offer_id' | 'is_closable' | 'image'>> = {
  uz: {
    title: 'Bahor kubogi boshlandi!',
    content: "<p>Har bir o'yin sizni <strong>1,000,000 UZS</strong> mukofot jamg'armasiga yaqinlashtiradi.</p><p>Reytingda o'rningizni kuzatib boring.</p>",
    buttons: [{ title: "O'yinlarga o'tish", url: '/gamehall', action: null }],
  },
  ru: {
    title: 'Весенний кубок начался!',
    content: '<p>Каждая игра приближает вас к призовому фонду <strong>1,000,000 UZS</strong>.</p><p>Следите за своим местом в рейтинге.</p>',
    buttons: [{ title: 'К играм', url: '/gamehall', action: null }],
  },
};

export const operations: readonly OperationHandler[] = [
  implement(
    popups.get,
    (context): CampaignPopup | null => {
      const { sysname } = context.input(type({ sysname: Sysname, preview: optional(Flag) }));
      if (sysname !== 'login' || !context.state.settings.loginCampaign) return null;
      return { id: 1, sysname, offer_id: null, is_closable: true, image: null, ...LOGIN_CAMPAIGN[context.locale] };
    },
    { guest: true },
  ),
];
