/**
 * Contract: the sandbox's events.handle (mocks/api/events.ts) answers what src/api/events.ts accepts; the loyalty
 * quests it reports pay once per player and quest, only for what really happened; bad or unknown events are refused.
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import * as events from '../../src/api/events.ts';
import * as loyalty from '../../src/api/loyalty.ts';
import { QUEST_POINTS } from '../state/loyalty.ts';
import { createContractHarness, placeSportsBet, playRealRound } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^events\./i);

/** An in-house slot without free spins for the seeded player, and the in-house dice (a fast game). */
const SLOT = 'golden-lynx-quvnoq-ajdar-respin';
const DICE = 'omad-zar';

describe('events.handle: loyalty quests (issue 17)', () => {
  it('the first real-money game of a type pays the quest once, with a quest notification', async () => {
    await contract.signIn();
    const points = async () => (await loyalty.getInfo({})).points;
    const before = await points();
    // Not played yet: refused, nothing paid.
    await contract.expectError(events.handle({ event: 'game_played', payload: { sysname: SLOT } }), 'InvalidParameterException', { event: ['NOT_DONE'] });
    expect(await points()).toBe(before);

    expect((await playRealRound(client(), SLOT, 'events-slot-round', 1_000)).status).toBe(200);
    await expect(events.handle({ event: 'game_played', payload: { sysname: SLOT } })).resolves.toBe(1);
    expect(await points()).toBe(before + QUEST_POINTS);
    // Reported again (another page, another device): acknowledged, never paid twice.
    await expect(events.handle({ event: 'game_played', payload: { sysname: SLOT } })).resolves.toBe(1);
    expect(await points()).toBe(before + QUEST_POINTS);
    const [quest] = (await loyalty.getNotifications({})).items;
    expect(quest).toMatchObject({ trigger: 'quest', type: 'credit', title: 'Vazifa bajarildi!', message: 'Birinchi o‘yin: slot', amount: QUEST_POINTS });

    // Another type is another quest.
    expect((await playRealRound(client(), DICE, 'events-dice-round', 1_000, { target: 50 })).status).toBe(200);
    await expect(events.handle({ event: 'game_played', payload: { sysname: DICE } })).resolves.toBe(1);
    expect(await points()).toBe(before + 2 * QUEST_POINTS);
  });

  it('a completed profile pays its points once, whether the save or the event comes first', async () => {
    await auth.register({ login: 'quest@sandbox.test', password: 'Secret12', terms: true });
    await contract.expectError(events.handle({ event: 'profile_completed' }), 'InvalidParameterException', { event: ['NOT_DONE'] });
    await account.saveProfileInfo({ first_name: 'Aziz', last_name: 'Karimov', birth_date: '01.02.1990' });
    await expect(events.handle({ event: 'profile_completed' })).resolves.toBe(1);
    expect((await loyalty.getInfo({})).points).toBe(150);
  });

  it('the first real-money sports bet pays its quest once', async () => {
    await contract.signIn();
    await contract.expectError(events.handle({ event: 'sports_bet_placed' }), 'InvalidParameterException', { event: ['NOT_DONE'] });
    // A real bet through the sandbox sportsbook's frame API, as the frame places it.
    expect(await placeSportsBet(client(), 'events-sports-bet-1', 5000)).toBe(200);
    const before = (await loyalty.getInfo({})).points;
    await expect(events.handle({ event: 'sports_bet_placed' })).resolves.toBe(1);
    await expect(events.handle({ event: 'sports_bet_placed' })).resolves.toBe(1);
    expect((await loyalty.getInfo({})).points).toBe(before + QUEST_POINTS);
    expect((await loyalty.getNotifications({})).items[0]).toMatchObject({ trigger: 'quest', message: 'Birinchi sport tikishi' });
  });

  it('refuses guests, unknown events, unknown games and a payload that is not a JSON object', async () => {
    await contract.expectError(events.handle({ event: 'game_played', payload: { sysname: SLOT } }), 'AuthorizationException');
    await contract.signIn();
    await contract.expectError(events.handle({ event: 'jumped' }), 'InvalidParameterException', { event: ['UNKNOWN_EVENT'] });
    await contract.expectError(events.handle({ event: 'game_played', payload: { sysname: 'no-such-game' } }), 'InvalidParameterException', { payload: ['UNKNOWN_GAME'] });
    const raw = await client().fetch('/api/events.handle?v=2.34&locale=uz&event=game_played&payload=%5B1%5D');
    contract.record('events.handle', raw.status);
    expect(raw.status).toBe(422);
  });
});
