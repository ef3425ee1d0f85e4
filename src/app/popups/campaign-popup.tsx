/**
 * SPEC §2 campaign popup: the operator's title, image, sanitised text and buttons, after login (the session's
 * login-popups.ts) or from the address (`?popup={sysname}`, open-campaign-popup.ts). A button with an `action` does it
 * instead of closing: `register` opens registration, `login` the sign-in, `deposit` the cashier (sign-in first for a
 * guest), `offer` takes the popup's `offer_id` (its refusal said in the offer's own words, a next step opened as on the
 * offer page). A button with a `url` follows it (internal, or external through the host); any other closes.
 * Composed here, in the app, because it joins the auth, cashier and bonuses features.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { openExternalLink } from '../../../platform/index.ts';
import { isApiError } from '../../api/errors.ts';
import type { CampaignPopup, PopupButton } from '../../api/popups.ts';
import { known, useT } from '../../i18n/index.ts';
import { sanitizeCmsHtml } from '../../lib/sanitize.ts';
import { checkNavigation } from '../../api/url-safety.ts';
import { openPopup, type PopupContentProps } from '../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { useWrite } from '../../server-data/writes.ts';
import { Button } from '../../ui/button.tsx';
import { takeOffer } from '../../features/bonuses/bonuses-data.ts';
import { openNextStep } from '../../features/bonuses/offers/next-step.ts';
import { nextStepFor, offerRefusal } from '../../features/bonuses/bonuses-rules.ts';
import { useRefusalText } from '../../features/bonuses/offers/refusal-text.ts';
import '../../features/session/session.css';
import '../../i18n/texts/auth.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    campaign: { campaign: CampaignPopup };
  }
}

/** The actions a campaign button may carry (an open string on the wire; others fall back to the url or closing). */
export const CAMPAIGN_ACTIONS = ['register', 'login', 'deposit', 'offer'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

export default function CampaignPopupContent({ props: { campaign }, close }: PopupContentProps<'campaign'>) {
  const t = useT();
  const [, navigate] = useLocation();
  const { info } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const refusalText = useRefusalText();
  const html = useMemo(() => (campaign.content ? sanitizeCmsHtml(campaign.content) : ''), [campaign.content]);
  const origin = window.location.origin;
  const actionOf = (button: PopupButton): CampaignAction | undefined => {
    const action = known(button.action, CAMPAIGN_ACTIONS);
    // An offer button without an offer has nothing to take.
    return action === 'offer' && !campaign.offer_id ? undefined : action;
  };

  /** This popup's part is done: it closes (the address loses its popup query) and what the button asked for opens. */
  const closeThen = (next: () => void) => {
    close();
    next();
  };

  const take = useWrite<number>({
    run: (offerId) => takeOffer(offerId),
    done: () => {
      showToast(t('bonuses.offer.takenNow'), { kind: 'success' });
      close();
      return undefined;
    },
    fail: (error) => {
      const step = nextStepFor(error);
      const refusal = offerRefusal(error, {});
      // The step the offer asks for takes this popup's place, as on the offer page.
      if (step) {
        closeThen(() => openNextStep(step));
        return null;
      }
      if (refusal) return refusalText(refusal);
      return t(isApiError(error) && error.kind === 'network' ? 'errors.network' : 'bonuses.offer.takeFailed');
    },
  });

  const act = (action: CampaignAction) => {
    if (action === 'register' || action === 'login') {
      // A signed-in player has nothing to register or sign in for.
      if (signedIn) close();
      else closeThen(() => openPopup(action === 'register' ? 'registration' : 'authentication'));
    } else if (!signedIn) closeThen(() => openPopup('authentication'));
    else if (action === 'deposit') closeThen(() => openPopup('cashier'));
    else if (campaign.offer_id) void take.run(campaign.offer_id);
  };

  const follow = (button: PopupButton) => {
    const action = actionOf(button);
    if (action) {
      act(action);
      return;
    }
    const target = button.url ?? '';
    const check = target ? checkNavigation(target, { external: true, origin }) : undefined;
    close();
    if (!check?.ok) return;
    if (check.external) openExternalLink(check.url);
    else navigate(check.url);
  };
  const buttons = (campaign.buttons ?? []).filter((button) => actionOf(button) !== undefined || !button.url || checkNavigation(button.url, { external: true, origin }).ok);
  return (
    <div className="session-popup" data-testid="campaign-popup">
      {campaign.image ? <img className="login-popup__image" src={campaign.image} alt="" width={320} height={160} /> : null}
      {campaign.title ? <h3 className="login-popup__title">{campaign.title}</h3> : null}
      {/* Sanitised above: scripts, handlers, javascript:/data: URLs, frames and forms never reach the DOM. */}
      {html ? <div className="login-popup__body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {take.error ? (
        <p className="session-popup__text" role="alert" data-testid="campaign-failure">
          {take.error}
        </p>
      ) : null}
      <div className="session-popup__actions">
        {buttons.map((button, index) => (
          <Button key={`${button.title}-${index}`} variant={index === 0 ? undefined : 'secondary'} loading={take.busy && actionOf(button) === 'offer'} disabled={take.busy} onClick={() => follow(button)}>
            {button.title}
          </Button>
        ))}
        {buttons.length === 0 ? (
          <Button variant="secondary" onClick={close}>
            {t('auth.campaign.close')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
