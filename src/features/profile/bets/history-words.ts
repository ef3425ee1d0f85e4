/** The words of the game history's kinds and statuses, as the filter and the rows say them. */
import type { HistoryKind, HistoryStatus } from '../../../api/games.ts';
import type { TranslationKey } from '../../../i18n/index.ts';

export const KIND_WORDS: Readonly<Record<HistoryKind, TranslationKey>> = {
  all: 'casino.history.kinds.all',
  casino: 'casino.history.kinds.casino',
  sport: 'casino.history.kinds.sport',
};

export const STATUS_WORDS: Readonly<Record<HistoryStatus, TranslationKey>> = {
  open: 'casino.history.statuses.open',
  won: 'casino.history.statuses.won',
  lost: 'casino.history.statuses.lost',
  void: 'casino.history.statuses.void',
  cashed_out: 'casino.history.statuses.cashed_out',
};
