/**
 * The session's signed-in life (src/features/session/signed-in-life.tsx) as the app composes it, loaded only while a
 * player is signed in (src/features/session/session-life.tsx mounts it), so nothing here is in a guest's first load.
 * Issue 17: when the balance poll finds the main balance risen, a tournament prize may have been paid: the tournaments
 * feature reads the tournaments once and announces any prize not announced yet (its code loads only then). Should
 * that fail, the tournaments pages announce the prize at their next read.
 */
import SignedInLife, { type SignedInLifeProps } from '../features/session/signed-in-life.tsx';

const checkPrizes = () => {
  void import('../features/tournaments/prize-check.ts').then((module) => module.checkPrizes()).catch(() => undefined);
};

export default function ComposedSignedInLife(props: Omit<SignedInLifeProps, 'onBalanceRise'>) {
  return <SignedInLife {...props} onBalanceRise={checkPrizes} />;
}
