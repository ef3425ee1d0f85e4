/** Popup contents of the auth feature, registered by name in src/app/popups/popup-registry.tsx (SPEC §2): confirm email (or phone). */
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { ConfirmEmail } from './confirm-email/confirm-email.tsx';
import '../../i18n/texts/auth.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `contact`: the login contact to confirm (e-mail or phone); `sent`: a code is already on its way (registration). */
    'confirm-email': { contact: string; sent?: boolean };
  }
}

export function ConfirmEmailPopup({ props, close }: PopupContentProps<'confirm-email'>) {
  return <ConfirmEmail contact={props.contact} sent={props.sent ?? false} onClose={close} />;
}
