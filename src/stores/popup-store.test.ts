import { beforeEach, describe, expect, it } from 'vitest';
import { closePopup, onPopupClose, openPopup, popupState, resetPopups } from './popup-store.ts';

describe('popup store', () => {
  beforeEach(() => resetPopups());

  it('queues popups behind the open one and shows them in order', () => {
    openPopup('authentication');
    openPopup('unseen-cashback', { queue: true });
    openPopup('campaign', { queue: true });
    expect(popupState.current?.sysname).toBe('authentication');
    closePopup();
    expect(popupState.current?.sysname).toBe('unseen-cashback');
    closePopup();
    expect(popupState.current?.sysname).toBe('campaign');
    closePopup();
    expect(popupState.current).toBeUndefined();
  });

  it('does not queue the same popup twice', () => {
    openPopup('authentication');
    openPopup('campaign', { queue: true });
    openPopup('campaign', { queue: true });
    expect(popupState.queue).toHaveLength(1);
  });

  it('a non-closable popup stays until forced', () => {
    openPopup('authentication', { closable: false });
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
});
