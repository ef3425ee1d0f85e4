/** SPEC §2 slot error: shown when a game fails to launch; its button leads to the game hall (the view is shared with the game page). */
import { SlotError } from '../../ui/slot-error.tsx';

export function SlotErrorPage() {
  return <SlotError as="main" />;
}
