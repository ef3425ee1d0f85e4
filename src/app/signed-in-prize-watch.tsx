/**
 * The session's signed-in life (src/features/session/signed-in-life.tsx) as the app composes it, loaded only while a
 * player is signed in (src/features/session/session-life.tsx mounts it), so nothing here is in a guest's first load.
 * A tournament prize may have been paid (decisions 016 and 027): while the player was away, so the tournaments feature
 * checks once when this signed-in life starts (a start with a session, or a sign-in), whatever page the player lands
 * on; and while the app is open, when the balance poll finds the main balance risen. The check's code loads only then.
 * Should it fail, the next start, rise or tournaments page announces the prize.
 */
import { useEffect } from 'react';
import SignedInLife, { type SignedInLifeProps } from '../features/session/signed-in-life.tsx';

const checkPrizes = () => {
  void import('../features/tournaments/prize-check.ts').then((module) => module.checkPrizes()).catch(() => undefined);
};

export default function SignedInLifeWithPrizeWatch(props: Omit<SignedInLifeProps, 'onBalanceRise'>) {
  const uid = props.info.uid;
  useEffect(() => {
    if (uid > 0) checkPrizes();
  }, [uid]);
  return <SignedInLife {...props} onBalanceRise={checkPrizes} />;
}
