/**
 * The player's game history in the profile (SPEC §2 /profile/bets/history; SPEC §7 games.getHistory): casino rounds
 * (round-row.tsx) and sports bets (sport-bet-row.tsx), filtered (history-filter-form.tsx), a page at a time; the
 * exports are the other tab (game-history-exports-page.tsx).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { usePagedRead } from '../../../server-data/paged-reads.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { HISTORY_PAGE, historyItemKey, historyPage } from '../profile-data.ts';
import { ProfileFrame } from '../profile-frame.tsx';
import { historyParams, isFiltered, NO_FILTER, type HistoryFilter } from './history-filter.ts';
import { HistoryFilterForm } from './history-filter-form.tsx';
import { HistoryTabs, useExportsEnabled } from './history-tabs.tsx';
import { RoundRow } from './round-row.tsx';
import { SportBetRow } from './sport-bet-row.tsx';
import './bets.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.history.ts';
import '../../../i18n/texts/profile.ts';

export default function GameHistoryPage() {
  const t = useT();
  const exportsEnabled = useExportsEnabled();
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const filtered = isFiltered(filter);
  const list = usePagedRead(historyPage, historyParams(filter), { first: HISTORY_PAGE, idOf: historyItemKey });

  return (
    <ProfileFrame title={t('casino.history.title')}>
      <HistoryTabs current="history" exportsEnabled={exportsEnabled === true} />
      <HistoryFilterForm filter={filter} onChange={setFilter} />
      <ListStates
        list={list}
        label={t('casino.history.title')}
        failedTitle={t('casino.history.failedTitle')}
        emptyTitle={t('casino.history.emptyTitle')}
        emptyText={filtered ? t('casino.history.emptyFiltered') : t('casino.history.emptyText')}
        emptyAction={
          filtered ? (
            <button type="button" className="omad-action" onClick={() => setFilter(NO_FILTER)}>
              {t('casino.history.reset')}
            </button>
          ) : (
            <Link className="omad-link-button" href={href('gamehall')}>
              {t('casino.toHall')}
            </Link>
          )
        }
        renderItem={(item) => (item.kind === 'sport' && item.sport ? <SportBetRow key={historyItemKey(item)} item={item} bet={item.sport} /> : <RoundRow key={historyItemKey(item)} round={item} />)}
      />
    </ProfileFrame>
  );
}
