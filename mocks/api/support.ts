/**
 * support.getsettings, Support.sendFeedback and FreshChat.storeChatEvent (SPEC §7 "Other"; decision 014).
 * The settings name the chat vendor in use (test mode switches it, mocks/sandbox-config.ts) and give every SPEC §9
 * vendor a config whose `script_url` is the sandbox's stand-in for that vendor's script (mocks/chat/routes.ts).
 */
import { fail } from '../http/wire.ts';
import * as support from '../../src/api/requests/support.ts';
import { CHAT_VENDORS, type ChatVendor } from '../state/support.ts';
import { implement, type OperationHandler } from './registry.ts';

/** SPEC §9 vendors and the configuration each one's snippet takes, pointing at the sandbox stand-ins. */
export const SANDBOX_CHAT_CONFIG: Readonly<Record<ChatVendor, Readonly<Record<string, string | number>>>> = {
  live_tex: { script_url: '/sandbox-chat/live_tex.js', live_tex_id: 148 },
  freshChat: { script_url: '/sandbox-chat/freshChat.js', token: 'sandbox-fc-token', host: '/sandbox-chat' },
  liveChat: { script_url: '/sandbox-chat/liveChat.js', license: 10000001 },
  verbox: { script_url: '/sandbox-chat/verbox.js', site_id: 'sandbox-verbox' },
  betunlim: { script_url: '/sandbox-chat/betunlim.js', widget_id: 'sandbox-betunlim' },
  jivoSite: { script_url: '/sandbox-chat/jivoSite.js', widget_id: 'sandbox-jivo' },
};

/** The contact ways the support page lists (sandbox values, mocks/README.md). */
export const SANDBOX_CONTACTS = { email: 'support@omad.test', phone: '+998712000000', telegram: 'https://t.me/omad_support_sandbox' } as const;

export const operations: readonly OperationHandler[] = [
  implement(
    support.getSettings,
    (context) => ({
      chat_type: context.state.support.chat,
      ...Object.fromEntries(CHAT_VENDORS.map((vendor) => [vendor, { ...SANDBOX_CHAT_CONFIG[vendor] }])),
      ...SANDBOX_CONTACTS,
    }),
    { guest: true },
  ),

  implement(
    support.sendFeedback,
    (context, input) => {
      const account = context.account;
      // A guest must leave an address to be answered at; a player is answered at the account's contacts.
      if (!account && input.email === undefined) throw fail.invalidParameter({ email: ['REQUIRED'] });
      context.state.support.addFeedback({
        uid: account?.uid ?? null,
        email: input.email ?? null,
        subject: input.subject ?? null,
        text: input.text,
        at: context.now(),
      });
      return 1;
    },
    { guest: true },
  ),

  implement(
    support.storeChatEvent,
    (context, input) => {
      context.state.support.addChatEvent({
        uid: context.account?.uid ?? null,
        event: input.event,
        text: input.text ?? '',
        channel_id: input.channel_id ?? null,
        conversation_id: input.conversation_id ?? null,
      });
      return 1;
    },
    { guest: true },
  ),
];
