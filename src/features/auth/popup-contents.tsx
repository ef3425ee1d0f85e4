/**
 * Popup contents of the auth feature, registered by sysname in src/app/popups.tsx (SPEC §2): confirm email,
 * the inactivity warning and the reality-check reminder. Each receives the popup's props and `close`.
 */
import { useLocation } from 'wouter';
import { href } from '../../lib/paths.ts';
import type { PopupProps } from '../../stores/popup-store.ts';
import { ConfirmEmail } from './confirm-email.tsx';
import { InactivityWarning } from './inactivity-warning.tsx';
import { RealityCheck } from './reality-check.tsx';

export interface ContentProps {
  props: PopupProps;
  close: () => void;
}

export function ConfirmEmailPopup({ props, close }: ContentProps) {
  return <ConfirmEmail contact={typeof props.contact === 'string' ? props.contact : ''} onClose={close} />;
}

export function InactivityWarningPopup({ props, close }: ContentProps) {
  const [, navigate] = useLocation();
  const deadline = typeof props.deadline === 'number' ? props.deadline : Date.now();
  return <InactivityWarning deadline={deadline} onClose={close} onLoggedOut={() => navigate(href('home'))} />;
}

export function RealityCheckPopup({ props, close }: ContentProps) {
  const [, navigate] = useLocation();
  const playedMinutes = typeof props.playedMinutes === 'number' ? props.playedMinutes : 0;
  return <RealityCheck playedMinutes={playedMinutes} onClose={close} onSignedOut={() => navigate(href('home'))} />;
}
