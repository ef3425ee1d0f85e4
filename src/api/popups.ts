/**
 * popups.get (SPEC §7 "Other"): the campaign popup by sysname, with a preview flag for editors
 * (SPEC §2 "campaign popup"). Shape "not shown" in SPEC; designed tolerant. A sysname without a
 * popup answers null rather than an error, so a stale link shows nothing.
 */
import { array, boolean, nullable, optional, string, type, type Infer } from 'superstruct';
import { defineOperation } from './client.ts';
import { Id, NullableNumber, NullableString } from './common.ts';

export const PopupButton = type({
  title: string(),
  /** Internal path, external URL, or an action such as `register`. */
  url: NullableString,
  action: NullableString,
});
export type PopupButton = Infer<typeof PopupButton>;

export const CampaignPopup = type({
  id: Id,
  sysname: string(),
  title: NullableString,
  /** Sanitised by the app before it is rendered as HTML. */
  content: NullableString,
  image: NullableString,
  buttons: optional(array(PopupButton)),
  offer_id: NullableNumber,
  is_closable: optional(boolean()),
});
export type CampaignPopup = Infer<typeof CampaignPopup>;

export type PopupsGetParams = { sysname: string; preview?: boolean };

export const get = defineOperation<PopupsGetParams, CampaignPopup | null>({
  operation: 'popups.get',
  method: 'GET',
  schema: nullable(CampaignPopup),
});
