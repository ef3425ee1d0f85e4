/**
 * The message of the national self-exclusion list (docs/decisions/034-who-may-not-play.md), registered in
 * src/app/popups/popup-registry.tsx: why the player cannot get in (the Unified State Register lists them), until when if
 * the register says, that only the register lifts it (no retry), and the operator's support contacts. Support owns it:
 * the contacts are support's, and every way in (sign-in, registration, Telegram, social, an ended session) opens it
 * by name.
 */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { Contacts } from './support-contacts.tsx';
import '../../i18n/texts/register.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `until`: unix seconds when the listing ends, or null when the register gives no end. */
    'national-self-exclusion': { until: number | null };
  }
}

export default function NationalExclusionPopup({ props, close }: PopupContentProps<'national-self-exclusion'>) {
  const t = useT();
  return (
    <div className="support" data-testid="national-self-exclusion">
      <p className="support__text">{t('register.exclusion.why')}</p>
      <p className="support__text">{props.until === null ? t('register.exclusion.noEnd') : t('register.exclusion.until', { date: formatDate(props.until) })}</p>
      <p className="support__text">{t('register.exclusion.next')}</p>
      <Contacts />
      <p className="support__text">
        <Link href={href('support')} onClick={close}>
          {t('register.exclusion.support')}
        </Link>
      </p>
      <Button stretched onClick={close}>
        {t('register.exclusion.close')}
      </Button>
    </div>
  );
}
