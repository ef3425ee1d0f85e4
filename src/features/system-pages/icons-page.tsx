/** SPEC §2 /_icons: the icon sprite page in its own layout, for designers to check every icon the app uses. */
import { useT } from '../../i18n/index.ts';

const ICONS = ['⌂', '🎰', '⚽', '🎁', '👤', '👁', '🙈'];

export default function IconsPage() {
  const t = useT();
  return (
    <main className="omad-page">
      <h1>{t('pages.icons')}</h1>
      <ul className="icons-page" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0, fontSize: 32 }}>
        {ICONS.map((icon) => (
          <li key={icon}>{icon}</li>
        ))}
      </ul>
    </main>
  );
}
