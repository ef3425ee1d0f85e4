/** The sidebar as a popup on phones (SPEC §2 popup "sidebar"). */
import { SidebarMenu } from '../header/sidebar-menu.tsx';
import type { NoProps, PopupContentProps } from '../../stores/popup-store.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    sidebar: NoProps;
  }
}

export default function SidebarPopup({ close }: PopupContentProps<'sidebar'>) {
  return <SidebarMenu onNavigate={close} />;
}
