/**
 * SPEC §2 /tournaments (decision 016): running, upcoming and finished tournaments, each with its countdown, prize pool
 * and the player's place when they take part.
 */
import { Link } from 'wouter';
import { useRead } from '../../../server-data/reads.ts';
import { get as getTournaments, type Tournament } from '../../../api/tournaments.ts';
import { imageOf } from '../../../cms/images.ts';
import { useRemapped } from '../../../cms/use-remapped.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import { LIST_PARAMS } from '../tournaments-data.ts';
import { SECTIONS, sections, type Section } from '../tournaments-rules.ts';
import { PrizePool, StatusBadge, TimeLine, usePrizeNotices, useUid } from '../tournament-facts.tsx';
import { serverNow } from '../../../stores/server-clock.ts';

export default function TournamentsPage() {
  const t = useT();
  const read = useRead(getTournaments, LIST_PARAMS);
  // SPEC §3: the art under the app's own image keys, as the CMS maps them.
  const items = useRemapped('tournament', read.status === 'ready' ? read.data.items : undefined);
  usePrizeNotices(items);
  return (
    <main className="omad-page tournaments">
      <h1>{t('tournaments.title')}</h1>
      <ReadView state={read} failedTitle={t('tournaments.failedTitle')} skeletons={3}>
        {() => (items ? <Sections items={items} /> : null)}
      </ReadView>
    </main>
  );
}

function Sections({ items }: { items: readonly Tournament[] }) {
  const grouped = sections(items, Math.floor(serverNow() / 1000));
  return (
    <>
      {SECTIONS.map((section) => (
        <SectionList key={section} section={section} items={grouped[section]} />
      ))}
    </>
  );
}

function SectionList({ section, items }: { section: Section; items: readonly Tournament[] }) {
  const t = useT();
  const id = `tournaments-${section}`;
  return (
    <section className="tournaments__section" aria-labelledby={id}>
      <h2 id={id}>{t(`tournaments.sections.${section}`)}</h2>
      {items.length === 0 ? (
        <p className="tournaments__empty">{t(`tournaments.empty.${section}`)}</p>
      ) : (
        <ul className="tournament-cards" aria-labelledby={id}>
          {items.map((item) => (
            <TournamentCard key={item.id} tournament={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TournamentCard({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const uid = useUid();
  const title = tournament.description?.title || t('pages.tournament');
  const place = tournament.is_participant && tournament.place != null ? tournament.place : undefined;
  const image = imageOf(tournament.description, 'card_image');
  return (
    <li className="tournament-card">
      {image ? <img className="tournament-card__image" src={image} alt="" width={735} height={240} loading="lazy" /> : null}
      <div className="tournament-card__head">
        <h3>
          <Link href={href('tournament', { id: tournament.name || String(tournament.id) })}>{title}</Link>
        </h3>
        <StatusBadge tournament={tournament} />
      </div>
      <TimeLine tournament={tournament} />
      <PrizePool tournament={tournament} />
      {uid > 0 ? <p className={`tournament-card__place${place !== undefined ? ' tournament-card__place--in' : ''}`}>{place !== undefined ? t('tournaments.yourPlace', { place }) : t('tournaments.notJoined')}</p> : null}
    </li>
  );
}
