/** SPEC §2 /_icons: the icon sprite page in its own layout, for designers to check every icon the app uses. */
import { useT } from '../../i18n/index.ts';
import { ICONS } from '../../ui/screen-icons.tsx';

export default function IconsPage() {
  const t = useT();
  return (
    <main className="omad-page">
      <h1>{t('pages.icons')}</h1>
      <ul className="icons-page" style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', padding: 0 }}>
        {Object.entries(ICONS).map(([name, Icon]) => (
          <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
            <Icon size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
