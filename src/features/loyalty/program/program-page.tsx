/** /loyalty/{sysname} (SPEC §2, §7 loyalty.getProgram; issue 17): one programme with its rules. */
import { getProgram } from '../../../api/loyalty.ts';
import { isApiError } from '../../../api/errors.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { CardSkeletons, FailedState } from '../../../ui/list-states.tsx';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { LoyaltyFrame, LoyaltyUnavailable, useLoyaltyParts } from '../loyalty-frame.tsx';

export default function ProgramPage({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const parts = useLoyaltyParts();
  const sysname = params.sysname ?? '';
  const program = useRead(getProgram, { sysname }, { enabled: parts.points });
  if (!parts.points) return <LoyaltyUnavailable />;
  const back = { href: href('loyalty'), label: t('loyalty.programs.back') };
  if (program.status === 'loading')
    return (
      <LoyaltyFrame title={t('loyalty.programs.title')} back={back}>
        <CardSkeletons count={2} />
      </LoyaltyFrame>
    );
  if (program.status === 'failed') {
    const missing = isApiError(program.error) && program.error.fieldKey('sysname') === 'NOT_FOUND';
    return (
      <LoyaltyFrame title={t('loyalty.programs.title')} back={back}>
        {missing ? <EmptyState title={t('loyalty.programs.notFound')} /> : <FailedState title={t('loyalty.programs.failed')} onRetry={program.retry} />}
      </LoyaltyFrame>
    );
  }
  const { name, description, rules } = program.data;
  return (
    <LoyaltyFrame title={name} back={back}>
      {description ? <p className="loyalty__muted">{description}</p> : null}
      {rules && rules.length > 0 ? (
        <section className="loyalty__card" aria-labelledby="loyalty-rules-title">
          <h2 id="loyalty-rules-title" className="loyalty__subtitle">
            {t('loyalty.programs.rules')}
          </h2>
          <ol className="loyalty__plain" data-testid="loyalty-program-rules">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </LoyaltyFrame>
  );
}
