/**
 * The player's loyalty character with the way to change it (SPEC §2 loyalty character change), shown where the CMS
 * places it (SPEC §9 characters place): on the loyalty pages (loyalty-page.tsx) or on the profile page
 * (ProfileCharacter, composed into /profile by src/routes.ts).
 */
import { useSnapshot } from 'valtio';
import { getInfo, type LoyaltyInfo } from '../../../api/loyalty.ts';
import { useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { Button } from '../../../ui/button.tsx';
import { characterShownOn, loyaltyParts } from '../loyalty-rules.ts';
import '../loyalty.css';
import '../../../i18n/texts/loyalty.ts';

export function CharacterCard({ info }: { info: LoyaltyInfo }) {
  const t = useT();
  const character = info.character ?? null;
  return (
    <section className="loyalty__card" aria-labelledby="loyalty-character-title" data-testid="loyalty-character">
      <h2 id="loyalty-character-title" className="loyalty__subtitle">
        {t('loyalty.character.title')}
      </h2>
      {character ? (
        <p>
          <strong data-testid="loyalty-character-name">{character.name}</strong>
          {character.description ? <span className="loyalty__muted loyalty__block">{character.description}</span> : null}
        </p>
      ) : (
        <p className="loyalty__muted">{t('loyalty.character.none')}</p>
      )}
      <Button variant="secondary" onClick={() => openPopup('loyalty-character-change', { currentId: character?.id ?? null })}>
        {character ? t('loyalty.character.change') : t('loyalty.character.choose')}
      </Button>
    </section>
  );
}

/** On /profile: the character when the CMS places it on the profile page and characters are on; nothing otherwise. */
export default function ProfileCharacter() {
  const { settings, charactersPlace } = useSnapshot(cmsState);
  const shown = loyaltyParts(settings).characters && characterShownOn(charactersPlace, 'profile');
  const info = useRead(getInfo, {}, { enabled: shown });
  // A profile without its character is still the whole profile: while loading or failed the card is simply left out.
  if (!shown || info.status !== 'ready') return null;
  return <CharacterCard info={info.data} />;
}
