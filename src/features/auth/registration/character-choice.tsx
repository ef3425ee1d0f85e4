/**
 * The loyalty character select of registration (SPEC §3 auth config isCharacterSelect, with characters enabled): the
 * characters come from loyalty.getcharacters, the first one chosen until the player picks another. Without characters
 * (none, or the read failed) the select is simply not shown and none is saved.
 */
import { useState } from 'react';
import { getCharacters, type LoyaltyCharacter } from '../../../api/loyalty.ts';
import { useT } from '../../../i18n/index.ts';
import { useRead } from '../../../server-data/reads.ts';

const NO_CHARACTERS: readonly LoyaltyCharacter[] = [];

export interface CharacterChoice {
  characters: readonly LoyaltyCharacter[];
  /** The character to save: one of the list, or undefined. */
  chosen: number | undefined;
  choose: (id: number) => void;
}

export function useCharacterChoice(enabled: boolean): CharacterChoice {
  const read = useRead(getCharacters, {}, { enabled });
  const characters = enabled && read.status === 'ready' ? read.data.items : NO_CHARACTERS;
  const [picked, choose] = useState<number>();
  const chosen = picked ?? characters[0]?.id;
  return { characters, chosen: characters.some((entry) => entry.id === chosen) ? chosen : undefined, choose };
}

export function CharacterSelect({ choice }: { choice: CharacterChoice }) {
  const t = useT();
  if (choice.characters.length === 0) return null;
  return (
    <fieldset className="auth__characters">
      <legend>{t('auth.registration.character')}</legend>
      {choice.characters.map((entry) => (
        <label key={entry.id} className="auth__character">
          <input type="radio" name="character" value={entry.id} checked={choice.chosen === entry.id} onChange={() => choice.choose(entry.id)} />
          {entry.image ? <img src={entry.image} alt="" width={56} height={56} loading="lazy" /> : null}
          <span>{entry.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
