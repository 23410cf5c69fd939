import { css } from '@emotion/react';
import { Card, cardTitleCss, theme } from '@citylens/shared/ui';
import { contactDetails } from '../../../lib/contact-details';

/** "Contact Information": the studio's email, phone, address and hours. */
export function ContactDetails() {
  return (
    <Card aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" css={cardTitleCss}>
        Contact Information
      </h2>
      <address
        css={css`
          font-style: normal;
          display: grid;
          gap: ${theme.space[2]}px;
        `}
      >
        <span>
          <strong>Email:</strong>{' '}
          <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
        </span>
        <span>
          <strong>Phone:</strong> <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
        </span>
        <span>
          <strong>Studio:</strong> {contactDetails.street}, {contactDetails.city}
        </span>
        <span>
          <strong>Hours:</strong> Monday to Friday, 9:00 AM – 5:00 PM
        </span>
      </address>
    </Card>
  );
}
