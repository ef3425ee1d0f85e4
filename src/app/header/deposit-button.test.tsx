// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountTestRoot, unmountTestRoot } from '../../test-support/react-root.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cmsState } from '../../stores/cms-store.ts';
import { createServerDataClient, ServerData } from '../../server-data/reads.ts';
import { popupState, resetPopups } from '../../stores/popup-store.ts';
import { resetSession, sessionState } from '../../stores/session-store.ts';
import { Header } from './header.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

let root: Root;
let container: HTMLElement;
const client = createServerDataClient();

beforeEach(() => {
  ({ root, container } = mountTestRoot());
  sessionState.info = { uid: 7, login: 'player@omad.test', balance_main: { amount: 250000, currency: 'UZS' } };
});

afterEach(() => {
  unmountTestRoot({ root, container });
  resetSession();
  resetPopups();
  cmsState.cashier.depositDetailPlace = 'header-cashier';
});

function show(): void {
  act(() =>
    root.render(
      <ServerData client={client} locale="uz" session={7}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <Header />
          <SidebarMenu />
        </Router>
      </ServerData>,
    ),
  );
}

const headerDeposit = () => container.querySelector('header a[href="/cashier/deposit"]');
const menuDeposit = () => container.querySelector('[data-testid="menu-deposit-detail"] a[href="/cashier/deposit"]');

describe('the deposit detail goes where the CMS places it (SPEC §9)', () => {
  it('header-cashier: beside the balance in the header, not in the menu', () => {
    show();
    expect(headerDeposit()).not.toBeNull();
    expect(menuDeposit()).toBeNull();
  });

  it('header-profile-menu: at the top of the profile menu with the balance, not in the header', () => {
    cmsState.cashier.depositDetailPlace = 'header-profile-menu';
    show();
    expect(headerDeposit()).toBeNull();
    expect(menuDeposit()).not.toBeNull();
    expect(container.querySelector('[data-testid="menu-deposit-detail"]')?.textContent).toContain('250,000');
    // The header keeps the balance itself.
    expect(container.querySelector('[data-testid="balance-main"]')).not.toBeNull();
  });

  it('a plain tap on either opens the cashier curtain over the page', () => {
    cmsState.cashier.depositDetailPlace = 'header-profile-menu';
    show();
    act(() => {
      (menuDeposit() as HTMLAnchorElement).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(popupState.current?.sysname).toBe('cashier');
  });

  it('guests see no deposit detail anywhere', () => {
    cmsState.cashier.depositDetailPlace = 'header-profile-menu';
    sessionState.info = { uid: 0 };
    show();
    expect(headerDeposit()).toBeNull();
    expect(menuDeposit()).toBeNull();
  });
});
