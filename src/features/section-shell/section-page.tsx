/** An honest page shell for sections whose screens arrive with a later issue: title, back, and a note that it is coming. */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { EmptyState } from '../../ui/placeholder.tsx';

export default function SectionPage({ titleKey }: { titleKey: string }) {
  const t = useT();
  return (
    <main className="omad-page">
      <EmptyState
        title={t(titleKey)}
        description={t('section.coming')}
        action={
          <Link className="omad-link-button" href="/">
            {t('nav.home')}
          </Link>
        }
      />
    </main>
  );
}
