/**
 * A home rail's head: its title and the link to its full list (the game hall). With the CMS "clickable title" on
 * (decision 020) the title is that link too. A module of its own so that it is tested without making the lazy
 * lobby chunk export it (an export of a lazy chunk costs home's first load bytes).
 */
import { Link } from 'wouter';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';

export function RailHead({ title, more, id }: { title: string; more: string; id: string }) {
  const t = useT();
  return (
    <div className="rail__head">
      <h2 id={id}>{cmsState.settings.clickableTitle.isEnabled ? <Link href={more}>{title}</Link> : title}</h2>
      <Link href={more}>{t('casino.rails.all')}</Link>
    </div>
  );
}
