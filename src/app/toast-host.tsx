import { useSnapshot } from 'valtio';
import { useT } from '../i18n/index.ts';
import { dismissToast, toastState } from '../stores/toast-store.ts';
import { ToastList } from '../ui/toast.tsx';

export function ToastHost() {
  const t = useT();
  const { toasts } = useSnapshot(toastState);
  return <ToastList toasts={toasts} onDismiss={dismissToast} dismissLabel={t('common.close')} />;
}
