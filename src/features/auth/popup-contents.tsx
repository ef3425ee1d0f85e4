/** Popup contents of the auth feature, registered by name in src/app/popups.tsx (SPEC §2): confirm email. */
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { ConfirmEmail } from './confirm-email.tsx';
import '../../i18n/texts/auth.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `contact`: the e-mail the code was sent to. */
    'confirm-email': { contact: string };
  }
}

export function ConfirmEmailPopup({ props, close }: PopupContentProps<'confirm-email'>) {
  return <ConfirmEmail contact={props.contact} onClose={close} />;
}
