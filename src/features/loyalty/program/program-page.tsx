/** /loyalty/{sysname} (SPEC §2, §7 loyalty.getProgram): one programme with its rules. */
import { getProgram } from '../../../api/loyalty.ts';
import { isApiError } from '../../../api/errors.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { ReadView } from '../../../ui/read-view.tsx';
import { LoyaltyFrame, LoyaltySection, LoyaltyUnavailable, useLoyaltyParts } from '../loyalty-frame.tsx';

export default function ProgramPage({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const parts = useLoyaltyParts();
  const sysname = params.sysname ?? '';
  const program = useRead(getProgram, { sysname }, { enabled: parts.points });
  if (!parts.points) return <LoyaltyUnavailable />;
  return (
    <LoyaltyFrame title={program.status === 'ready' ? program.data.name : t('loyalty.programs.title')} back={{ href: href('loyalty'), label: t('loyalty.programs.back') }}>
      <ReadView
        state={program}
        failedTitle={t('loyalty.programs.failed')}
        // A programme the platform does not have is not found: no retry brings it.
        failed={(error) => (isApiError(error) && error.fieldKey('sysname') === 'NOT_FOUND' ? <EmptyState title={t('loyalty.programs.notFound')} /> : undefined)}
      >
        {({ description, rules }) => (
          <>
            {description ? <p className="loyalty__muted">{description}</p> : null}
            {rules && rules.length > 0 ? (
              <LoyaltySection id="loyalty-rules-title" title={t('loyalty.programs.rules')} card>
                <ol className="loyalty__plain" data-testid="loyalty-program-rules">
                  {rules.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ol>
              </LoyaltySection>
            ) : null}
          </>
        )}
      </ReadView>
    </LoyaltyFrame>
  );
}
