import { beforeEach, describe, expect, it } from 'vitest';
import { closePopup, onPopupClose, openPopup, popupState, resetPopups } from './popup-store.ts';

// The names are the app's own (declared by their features, module augmentation): tests of the store use ones that
// take no props, so the queue is what is tested here.
describe('popup store', () => {
  beforeEach(() => resetPopups());

  it('queues popups behind the open one and shows them in order', () => {
    openPopup('authentication');
    openPopup('games-search', {}, { queue: true });
    openPopup('demo-mode', {}, { queue: true });
    expect(popupState.current?.sysname).toBe('authentication');
    closePopup();
    expect(popupState.current?.sysname).toBe('games-search');
    closePopup();
    expect(popupState.current?.sysname).toBe('demo-mode');
    closePopup();
    expect(popupState.current).toBeUndefined();
  });

  it('does not queue the same popup twice', () => {
    openPopup('authentication');
    openPopup('demo-mode', {}, { queue: true });
    openPopup('demo-mode', {}, { queue: true });
    expect(popupState.queue).toHaveLength(1);
  });

  it('a non-closable popup stays until forced', () => {
    openPopup('authentication', {}, { closable: false });
    expect(closePopup()).toBe(false);
    expect(popupState.current?.sysname).toBe('authentication');
    expect(closePopup({ force: true })).toBe(true);
    expect(popupState.current).toBeUndefined();
  });

  it('tells listeners which popup closed', () => {
    const closed: string[] = [];
    onPopupClose((entry) => closed.push(entry.sysname));
    openPopup('sidebar');
    closePopup();
    expect(closed).toEqual(['sidebar']);
  });

  it('opening without queue replaces the current popup', () => {
    openPopup('sidebar');
    openPopup('games-search');
    expect(popupState.current?.sysname).toBe('games-search');
  });

  it('hands the content the very props object it was opened with, not a proxy of it', () => {
    const props = { contact: 'new@omad.test' };
    openPopup('confirm-email', props);
    expect(popupState.current?.props).toBe(props);
  });

  it('closing by id closes only that entry: a late close of a popup that already went leaves the next one open', () => {
    const first = openPopup('authentication');
    openPopup('demo-mode', {}, { queue: true });
    closePopup({ id: first, force: true });
    expect(popupState.current?.sysname).toBe('demo-mode');
    closePopup({ id: first, force: true });
    expect(popupState.current?.sysname).toBe('demo-mode');
  });

  it('names and props are checked by the compiler', () => {
    // Each line below must fail to compile; `tsc` (npm run typecheck) reports an unused directive otherwise.
    // @ts-expect-error a misspelt name
    openPopup('bonus-confrim');
    // @ts-expect-error a popup with required props cannot be opened without them
    openPopup('confirm-email');
    // @ts-expect-error wrong props
    openPopup('confirm-email', { contact: 7 });
    // @ts-expect-error a popup that takes no props refuses one
    openPopup('sidebar', { tab: 'x' });
    expect(popupState.current).toBeDefined();
  });
});
