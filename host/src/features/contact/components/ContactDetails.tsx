import { css } from '@emotion/react';
import { Card, theme } from '@citylens/shared/ui';
import { contactDetails } from '../../../lib/contact-details';

/** "Contact Information": the studio's email, phone, address and hours. */
export function ContactDetails() {
  return (
    <Card heading={{ id: 'contact-info-title', text: 'Contact Information' }}>
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
