/** SPEC §2 /winners: the latest jackpot winners across the casino. */
import { useT } from '../../../i18n/index.ts';
import { WinnerList } from './winner-list.tsx';
import '../casino.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.winners.ts';

export default function WinnersPage() {
  const t = useT();
  return (
    <main className="omad-page casino-page">
      <h1>{t('casino.winners.title')}</h1>
      <WinnerList label={t('casino.winners.title')} />
    </main>
  );
}
