/**
 * SPEC §2: a popup query value that is no popup of the app's own names an operator's campaign popup, read with
 * popups.get by that sysname (SPEC §7), with the preview flag when the address asks for it (`popup_preview=1`, an
 * editor's link to a draft). A sysname the platform does not know answers null, and a stale link shows nothing.
 */
import { get as getPopup } from '../../api/popups.ts';
import { openPopup } from '../../stores/popup-store.ts';

/** Sysnames are short words of lower-case letters, digits, `_` and `-`; anything else in the address is ignored. */
const SYSNAME = /^[a-z0-9_-]{1,64}$/;

export function isCampaignSysname(value: string): boolean {
  return SYSNAME.test(value);
}

/** Reads and opens the campaign popup; answers whether one opened. A failed read opens nothing (it is an offer). */
export async function openCampaignPopup(sysname: string, { preview, closable }: { preview: boolean; closable: boolean }): Promise<boolean> {
  if (!isCampaignSysname(sysname)) return false;
  const campaign = await getPopup({ sysname, ...(preview ? { preview: true } : {}) }).catch(() => null);
  if (!campaign) return false;
  openPopup('campaign', { campaign }, { closable: closable && campaign.is_closable !== false });
  return true;
}
