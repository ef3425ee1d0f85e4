/**
 * The operator's support contacts (Telegram, phone, e-mail) from support.getsettings: on the support page, and wherever
 * the player is told to contact support about something only the operator or the state can change (the national
 * self-exclusion list's message, docs/decisions/034-who-may-not-play.md).
 */
import { getSettings, type SupportSettings } from '../../api/support.ts';
import { useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { ReadView } from '../../ui/read-view.tsx';
import '../../i18n/texts/support.ts';
import './support.css';

/** A Telegram contact as a link: a t.me address as it is, `@name` as its t.me address. */
export function telegramLink(value: string): string | null {
  const trimmed = value.trim();
  if (/^https:\/\/t\.me\/[\w+/-]{1,64}$/.test(trimmed)) return trimmed;
  const name = /^@?([A-Za-z]\w{3,31})$/.exec(trimmed)?.[1];
  return name ? `https://t.me/${name}` : null;
}

export function Contacts() {
  const t = useT();
  const read = useRead(getSettings, {}, { localised: false });
  return (
    <ReadView state={read} failedTitle={t('support.contacts.failed')} skeletons={1}>
      {(settings) => <ContactList settings={settings} />}
    </ReadView>
  );
}

function ContactList({ settings }: { settings: SupportSettings }) {
  const t = useT();
  const { telegram, phone, email } = settings;
  const telegramUrl = telegram ? telegramLink(telegram) : null;
  const phoneDigits = phone?.replace(/[^\d+]/g, '') ?? '';
  const emailOk = email && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : null;
  if (!telegramUrl && !phoneDigits && !emailOk) return null;
  return (
    <section className="support__card" aria-labelledby="support-contacts-title">
      <h2 id="support-contacts-title" className="support__heading">
        {t('support.contacts.title')}
      </h2>
      <ul className="support__contacts">
        {telegramUrl ? (
          <li>
            <span className="support__contact-kind">{t('support.contacts.telegram')}</span>
            <a className="support__contact" href={telegramUrl} target="_blank" rel="noopener noreferrer">
              {telegramUrl.replace('https://t.me/', '@')}
            </a>
          </li>
        ) : null}
        {phoneDigits ? (
          <li>
            <span className="support__contact-kind">{t('support.contacts.phone')}</span>
            <a className="support__contact" href={`tel:${phoneDigits}`}>
              {phone}
            </a>
          </li>
        ) : null}
        {emailOk ? (
          <li>
            <span className="support__contact-kind">{t('support.contacts.email')}</span>
            <a className="support__contact" href={`mailto:${emailOk}`}>
              {emailOk}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

