/** The chat adapter of each SPEC §9 vendor (one file each in adapters/), by the name support.getsettings gives it. */
import type { ChatVendor } from '../../../api/support.ts';
import { betunlim } from './adapters/betunlim.ts';
import type { ChatAdapter, ChatEnv, VendorConfig } from './adapters/chat-adapter.ts';
import { freshChat } from './adapters/fresh-chat.ts';
import { jivoSite } from './adapters/jivo-site.ts';
import { liveChat } from './adapters/live-chat.ts';
import { liveTex } from './adapters/live-tex.ts';
import { verbox } from './adapters/verbox.ts';

const FACTORIES: Record<ChatVendor, (config: VendorConfig, env: ChatEnv) => ChatAdapter> = {
  jivoSite,
  liveChat,
  freshChat,
  live_tex: liveTex,
  verbox,
  betunlim,
};

/** The adapter for a vendor and its config; a config without what the vendor needs throws ChatConfigError. */
export function createChatAdapter(vendor: ChatVendor, config: VendorConfig, env: ChatEnv): ChatAdapter {
  return FACTORIES[vendor](config, env);
}
