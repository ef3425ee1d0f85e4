/** What the support page changes (decision 031): Support.sendFeedback answers 1 or failed (SPEC §8). */
import { expectOne } from '../../api/client.ts';
import { sendFeedback, type SendFeedbackParams } from '../../api/support.ts';

export async function sendFeedbackMessage(params: SendFeedbackParams): Promise<void> {
  expectOne('Support.sendFeedback', await sendFeedback(params));
}
