/**
 * /loyalty and /profile/loyalty (SPEC §2, §3 "Loyalty info"; decision 018): the player's level and points with the SPEC §9
 * progress to the next level, what each level gives, the character where the CMS places it (SPEC §9 characters
 * place), the programmes, how points are earned, the way to the shop and the CMS loyalty notices. Each part follows
 * its CMS flag (SPEC §6); with both off the page says the programme is switched off. Guests see the programmes and are
 * asked to sign in for the rest.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getInfo, getPrograms, type LoyaltyInfo } from '../../../api/loyalty.ts';
import { useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { noticeSoundMuted, setNoticeSoundMuted } from '../../../services/notice-sound.ts';
import { href } from '../../../lib/paths.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { ReadView } from '../../../ui/read-view.tsx';
import { CharacterCard } from '../character/character-card.tsx';
import { LoyaltyFrame, LoyaltySection, LoyaltyUnavailable, useLoyaltyParts } from '../loyalty-frame.tsx';
import { characterShownOn, levelStanding, type LoyaltyScreen } from '../loyalty-rules.ts';
import { usePoints } from '../use-points.ts';
import { LevelCard } from './level-card.tsx';

function LevelsList({ info }: { info: LoyaltyInfo }) {
  const t = useT();
  const format = usePoints();
  const { current } = levelStanding(info);
  const levels = [...(info.levels ?? [])].sort((a, b) => a.min_points - b.min_points);
  if (levels.length === 0) return null;
  return (
    <LoyaltySection id="loyalty-levels-title" title={t('loyalty.levels.title')}>
      <ul className="loyalty__list" data-testid="loyalty-levels">
        {levels.map((level) => (
          <li key={level.id} className={`loyalty__card${level.id === current?.id ? ' loyalty__level--current' : ''}`} aria-current={level.id === current?.id ? 'step' : undefined}>
            <div className="loyalty__row">
              <h3>{level.name}</h3>
              <span className="loyalty__muted tabular">{t('loyalty.levels.from', { points: format(level.min_points) })}</span>
            </div>
            {level.id === current?.id ? <span className="loyalty__muted">{t('loyalty.levels.current')}</span> : null}
            {level.benefits && level.benefits.length > 0 ? (
              <ul className="loyalty__plain">
                {level.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </LoyaltySection>
  );
}

function Programmes() {
  const t = useT();
  const programs = useRead(getPrograms, {});
  return (
    <LoyaltySection id="loyalty-programs-title" title={t('loyalty.programs.title')}>
      <ReadView state={programs} failedTitle={t('loyalty.programs.failed')}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="loyalty__muted">{t('loyalty.programs.empty')}</p>
          ) : (
            <ul className="loyalty__list" data-testid="loyalty-programs">
              {items.map((program) => (
                <li key={program.id} className="loyalty__card">
                  <Link className="loyalty__link" href={href('loyaltyProgram', { sysname: program.sysname })}>
                    <span>
                      <strong>{program.name}</strong>
                      {program.description ? <span className="loyalty__muted loyalty__block">{program.description}</span> : null}
                    </span>
                    <span aria-hidden="true">›</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
    </LoyaltySection>
  );
}

function HowToEarn() {
  const t = useT();
  return (
    <LoyaltySection id="loyalty-earn-title" title={t('loyalty.earn.title')} card>
      <ul className="loyalty__plain">
        <li>{t('loyalty.earn.bets')}</li>
        <li>{t('loyalty.earn.tasks')}</li>
        <li>{t('loyalty.earn.spend')}</li>
      </ul>
    </LoyaltySection>
  );
}

/** SPEC §3: the CMS loyalty notices list, shown on the loyalty page. */
function Notices() {
  const t = useT();
  const { notices } = useSnapshot(cmsState).loyalty;
  if (notices.length === 0) return null;
  return (
    <LoyaltySection id="loyalty-notices-title" title={t('loyalty.notices.title')}>
      <ul className="loyalty__list" data-testid="loyalty-notices">
        {notices.map((notice, index) => (
          <li key={`${notice.title}-${index}`} className="loyalty__card loyalty__notice">
            {notice.image ? <img src={notice.image} alt="" width={360} height={200} loading="lazy" /> : null}
            {notice.title ? <h3>{notice.title}</h3> : null}
            {notice.text ? <p>{notice.text}</p> : null}
          </li>
        ))}
      </ul>
    </LoyaltySection>
  );
}

/** The player can mute the loyalty notice chime (SPEC §9 volume 0.5) on this device. */
function NoticeSound() {
  const t = useT();
  const [on, setOn] = useState(() => !noticeSoundMuted());
  return (
    <section className="loyalty__card">
      <label className="loyalty__row loyalty__switch">
        <span>{t('loyalty.sound.label')}</span>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => {
            setOn(event.target.checked);
            setNoticeSoundMuted(!event.target.checked);
          }}
        />
      </label>
      <p className="loyalty__muted">{t('loyalty.sound.hint')}</p>
    </section>
  );
}

function PlayerPart({ screen }: { screen: LoyaltyScreen }) {
  const t = useT();
  const parts = useLoyaltyParts();
  const { charactersPlace } = useSnapshot(cmsState);
  const info = useRead(getInfo, {});
  return (
    <ReadView state={info} failedTitle={t('loyalty.failed')}>
      {(loaded) => (
        <>
          {parts.points ? <LevelCard info={loaded} /> : null}
          {parts.characters && characterShownOn(charactersPlace, screen) ? <CharacterCard info={loaded} /> : null}
          {parts.points ? (
            <Link className="omad-button omad-button--primary omad-button--m" href={href('loyaltyShop')}>
              {t('loyalty.shop.open')}
            </Link>
          ) : null}
          {parts.points ? <LevelsList info={loaded} /> : null}
          <NoticeSound />
        </>
      )}
    </ReadView>
  );
}

export function LoyaltyOverview({ screen }: { screen: LoyaltyScreen }) {
  const t = useT();
  const parts = useLoyaltyParts();
  const { info } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  if (!parts.any) return <LoyaltyUnavailable />;
  return (
    <LoyaltyFrame title={t(screen === 'profile-loyalty' ? 'pages.profileLoyalty' : 'pages.loyalty')}>
      {signedIn ? (
        <PlayerPart screen={screen} />
      ) : (
        <section className="loyalty__card" data-testid="loyalty-guest">
          <p>{t('loyalty.guest.text')}</p>
          <Button onClick={() => openPopup('authentication')}>{t('loyalty.guest.signIn')}</Button>
        </section>
      )}
      {parts.points ? <Programmes /> : null}
      {parts.points ? <HowToEarn /> : null}
      <Notices />
    </LoyaltyFrame>
  );
}

export default function LoyaltyPage() {
  return <LoyaltyOverview screen="loyalty" />;
}

export function ProfileLoyaltyPage() {
  return <LoyaltyOverview screen="profile-loyalty" />;
}
