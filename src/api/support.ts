/**
 * support.getsettings and Support.sendFeedback (SPEC §7 "Other"; operation names keep SPEC's casing).
 * getsettings answers the chat type plus a config per vendor (SPEC §9 chat vendors); each vendor's
 * config is open-ended, so it is kept as a record the chat loader reads.
 */
import { nullable, optional, record, string, type, unknown, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { NullableString, OneIsOk } from './common.ts';

/** SPEC §9 chat vendors. */
export const CHAT_VENDORS = ['live_tex', 'freshChat', 'liveChat', 'verbox', 'betunlim', 'jivoSite'] as const;
export type ChatVendor = (typeof CHAT_VENDORS)[number];

const VendorConfig = optional(nullable(record(string(), unknown())));

export const SupportSettings = type({
  /** The active vendor (one of CHAT_VENDORS), null when chat is off. */
  chat_type: NullableString,
  live_tex: VendorConfig,
  freshChat: VendorConfig,
  liveChat: VendorConfig,
  verbox: VendorConfig,
  betunlim: VendorConfig,
  jivoSite: VendorConfig,
  email: NullableString,
  phone: NullableString,
  telegram: NullableString,
});
export type SupportSettings = Infer<typeof SupportSettings>;

export type SendFeedbackParams = {
  text: string;
  email?: string;
  name?: string;
  subject?: string;
};

export const getSettings = defineOperation<Record<string, never>, SupportSettings>({
  operation: 'support.getsettings',
  method: 'GET',
  schema: SupportSettings,
});

export const sendFeedback = defineOperation<SendFeedbackParams, Infer<typeof OneIsOk>>({
  operation: 'Support.sendFeedback',
  method: 'POST',
  schema: OneIsOk,
  // SPEC §3: a declared `text` defaults to ''.
  formFields: ['text'],
});
