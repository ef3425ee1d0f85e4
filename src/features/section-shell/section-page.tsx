/** An honest page shell for sections whose screens arrive with later work: title, back, and a note that it is coming. */
import { Link } from 'wouter';
import { useT, type TranslationKey } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';

export function SectionPage({ titleKey }: { titleKey: TranslationKey }) {
  const t = useT();
  return (
    <main className="omad-page">
      <EmptyState
        title={t(titleKey)}
        description={t('section.coming')}
        action={
          <Link className="omad-link-button" href={href('home')}>
            {t('nav.home')}
          </Link>
        }
      />
    </main>
  );
}
