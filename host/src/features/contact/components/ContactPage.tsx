import { css } from '@emotion/react';
import { PageContainer, PageHeading, mq, theme, stackCss } from '@citylens/shared/ui';
import { ContactDetails } from './ContactDetails';
import { ContactFaq } from './ContactFaq';
import { ContactForm } from './ContactForm';

export { CONTACT_INVALID_MESSAGE, CONTACT_SUCCESS_MESSAGE } from './ContactForm';
export { CONTACT_SEND_DELAY_MS } from '../hooks/use-contact-form';

/** /contact: the contact form, contact details and a short FAQ. */
export default function ContactPage() {
  return (
    <PageContainer
      css={css`
        padding-top: ${theme.space[7]}px;
        padding-bottom: ${theme.space[7]}px;
      `}
    >
      <PageHeading
        eyebrow="Get in touch"
        title="Contact Us"
        subtitle="Questions about a city, an order or a custom frame? Send us a message."
      />
      <div
        css={css`
          display: grid;
          gap: ${theme.space[6]}px;
          ${mq.laptop} {
            grid-template-columns: 1.6fr 1fr;
            align-items: start;
          }
        `}
      >
        <ContactForm />
        <aside css={stackCss[5]}>
          <ContactDetails />
          <ContactFaq />
        </aside>
      </div>
    </PageContainer>
  );
}
