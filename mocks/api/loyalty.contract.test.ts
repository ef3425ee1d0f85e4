/**
 * Contract: the sandbox's loyalty.* (mocks/api/loyalty.ts) answers what src/api/loyalty.ts accepts; real events
 * (registration, a completed profile, a confirmed contact) raise notifications and points once each, a level
 * crossed raises its own; characters are listed to guests and chosen by players; bad input gets a catalogue error.
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import * as loyalty from '../../src/api/loyalty.ts';
import { CONTACT_CODE } from '../state/codes.ts';
import { NOTIFICATION_KEEP_MS } from '../state/loyalty.ts';
import { createContractHarness } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^loyalty\./i);

describe('loyalty notifications come from real events', () => {
  it('a new player is welcomed; a completed profile and a confirmed e-mail pay once each and lift the level', async () => {
    await auth.register({ login: 'hero@sandbox.test', password: 'Secret12', terms: true });
    const welcome = await loyalty.getNotifications({});
    expect(welcome.items).toEqual([expect.objectContaining({ trigger: 'register', type: 'credit', title: 'Xush kelibsiz!', amount: 100, amountType: 'points' })]);
    expect(await loyalty.getInfo({})).toMatchObject({ is_active: true, points: 100, character: null, pointsAlias: 'ball' });

    await account.saveProfileInfo({ first_name: 'Aziz', last_name: 'Karimov', birth_date: '01.02.1990' });
    await account.saveProfileInfo({ first_name: 'Aziz', last_name: 'Karimov', birth_date: '01.02.1990' });
    await account.sendConfirmationToContact({ contact: 'hero@sandbox.test' });
    await account.confirmContact({ contact: 'hero@sandbox.test', code: CONTACT_CODE });

    contract.setLocale('ru');
    const all = await loyalty.getNotifications({});
    // Newest first: 100 + 50 + 50 points cross Silver at 200.
    expect(all.items.map((item) => item.trigger)).toEqual(['level', 'confirm', 'profile', 'register']);
    expect(all.items[0]).toMatchObject({ type: 'level', title: 'Новый уровень!', message: 'Вы достигли уровня «Серебро»', amount: null });
    expect(new Set(all.items.map((item) => item.id)).size).toBe(4);
    const info = await loyalty.getInfo({});
    expect(info.points).toBe(200);
    expect(info.levels?.find((level) => level.is_current)).toMatchObject({ name: 'Серебро', min_points: 200, max_points: 1000 });

    // The platform keeps answering them (the app remembers what it showed) for a week.
    expect((await loyalty.getNotifications({})).items).toHaveLength(4);
    client().clock.advance(NOTIFICATION_KEEP_MS);
    expect((await loyalty.getNotifications({})).items).toEqual([]);
  });

  it('the seeded player has points but nothing new to announce; guests are refused', async () => {
    await contract.expectError(loyalty.getNotifications({}), 'AuthorizationException');
    await contract.expectError(loyalty.getInfo({}), 'AuthorizationException');
    await contract.signIn();
    expect((await loyalty.getNotifications({})).items).toEqual([]);
    expect(await loyalty.getInfo({})).toMatchObject({ points: 150, character: null });
  });
});

describe('characters', () => {
  it('are listed to guests in the page language and paged', async () => {
    const first = await loyalty.getCharacters({});
    expect(first).toMatchObject({ offset: 0, limit: 20, total: 4 });
    expect(first.items.map((item) => item.name)).toEqual(['Bahodir', 'Zarina', 'Alpomish', 'Oyparcha']);
    contract.setLocale('ru');
    expect((await loyalty.getCharacters({ offset: 1, limit: 2 })).items.map((item) => item.name)).toEqual(['Зарина', 'Алпамыш']);
    await contract.expectError(loyalty.getCharacters({ limit: 500 }), 'InvalidParameterException', { limit: ['MAX_VALUE'] });
  });

  it('a player chooses one; an unknown id is refused and changes nothing', async () => {
    await contract.signIn();
    await expect(loyalty.setCharacter({ id: 2 })).resolves.toBe(1);
    await contract.expectError(loyalty.setCharacter({ id: 99 }), 'InvalidParameterException', { id: ['NOT_FOUND'] });
    expect((await loyalty.getInfo({})).character).toMatchObject({ id: 2, name: 'Zarina' });
  });
});
