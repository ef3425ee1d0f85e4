/** The sidebar as a popup on phones (SPEC §2 popup "sidebar"). */
import { SidebarMenu } from '../sidebar-menu.tsx';
import type { PopupContentProps } from '../popups.tsx';

export default function SidebarPopup({ close }: PopupContentProps) {
  return <SidebarMenu onNavigate={close} />;
}
