import { css } from '@emotion/react';
import { routes } from '@citylens/shared/contracts';
import { useNavigate } from '@citylens/shared/router';
import { Button, mq, theme } from '@citylens/shared/ui';
import { allPreferences, defaultPreferences, saveConsent } from '../lib/consent-store';

export interface CookieBannerChoicesProps {
  showDetails: boolean;
  /** The details list's id, which Show Details controls while it is open. */
  detailsId: string;
  onToggleDetails: () => void;
}

/** The banner's buttons: Customize (to /cookies), Show Details, and the three choices. */
export function CookieBannerChoices({
  showDetails,
  detailsId,
  onToggleDetails,
}: CookieBannerChoicesProps) {
  const navigate = useNavigate();
  return (
    <div
      css={css`
        flex-shrink: 0;
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[2]}px;
        margin-top: ${theme.space[4]}px;
        & > button {
          flex: 1 1 auto;
        }
        ${mq.tablet} {
          & > button {
            flex: 0 0 auto;
          }
        }
      `}
    >
      {/* One look for every choice but Accept All, the one primary, last as on /cookies. */}
      <Button variant="secondary" size="sm" onClick={() => navigate(routes.cookies.href())}>
        Customize
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={showDetails}
        aria-controls={showDetails ? detailsId : undefined}
        onClick={onToggleDetails}
      >
        {showDetails ? 'Hide Details' : 'Show Details'}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => saveConsent('declined', defaultPreferences)}
      >
        Decline
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => saveConsent('necessary', defaultPreferences)}
      >
        Accept Necessary
      </Button>
      <Button size="sm" onClick={() => saveConsent('accepted', allPreferences)}>
        Accept All
      </Button>
    </div>
  );
}
