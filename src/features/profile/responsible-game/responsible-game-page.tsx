/**
 * Responsible gaming (SPEC §2 /profile/responsible-game, §3 Deposit limit): the deposit limit (deposit-limit-card.tsx),
 * the loss and stake limits (play-limit-cards.tsx, decision 032),
 * the reality-check reminder's interval (reality-check-card.tsx), and a time-out or self-exclusion (break-card.tsx).
 */
import { getDepositLimit, getResponsibleGaming } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { joinReads } from '../../../server-data/joined-reads.ts';
import { setReadData, useRead } from '../../../server-data/reads.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import { ProfileFrame } from '../profile-frame.tsx';
import { BreakCard } from './break-card.tsx';
import { DepositLimitCard } from './deposit-limit-card.tsx';
import { PlayLimitCards } from './play-limit-cards.tsx';
import { RealityCheckCard } from './reality-check-card.tsx';
import { SessionLimitCard } from './session-limit-card.tsx';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/auth.ts';

export default function ResponsibleGamePage() {
  const t = useT();
  const load = joinReads(useRead(getDepositLimit, {}, { localised: false }), useRead(getResponsibleGaming, {}, { localised: false }));
  return (
    <ProfileFrame title={t('profile.responsible.title')}>
      <p className="profile__text">{t('profile.responsible.intro')}</p>
      <ReadView state={load} failedTitle={t('profile.loadFailed')}>
        {([limit, settings]) => (
          <>
            {/* The platform answers each change with the new value: it replaces what the page read. */}
            <DepositLimitCard limit={limit} onSaved={(next) => setReadData(getDepositLimit, {}, next)} />
            <PlayLimitCards />
            <RealityCheckCard settings={settings} onSaved={(next) => setReadData(getResponsibleGaming, {}, next)} />
            <SessionLimitCard />
            <BreakCard proofs={settings.break_proofs} />
          </>
        )}
      </ReadView>
    </ProfileFrame>
  );
}
