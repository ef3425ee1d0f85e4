/**
 * Popup contents of the auth feature, registered by sysname in src/app/popups.tsx (SPEC §2): confirm email
 * and the inactivity warning. Each receives the popup's props and `close`.
 */
import { useLocation } from 'wouter';
import { href } from '../../lib/paths.ts';
import type { PopupProps } from '../../stores/popup-store.ts';
import { ConfirmEmail } from './confirm-email.tsx';
import { InactivityWarning } from './inactivity-warning.tsx';

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
