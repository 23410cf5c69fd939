import { css } from '@emotion/react';
import {
  Button,
  Card,
  formMessageCss,
  liveRegionCss,
  mq,
  sectionTitleCss,
  TextAreaField,
  TextField,
  theme,
} from '@citylens/shared/ui';
import { useContactForm } from '../hooks/use-contact-form';

export const CONTACT_INVALID_MESSAGE = 'Please fill in all required fields with valid information.';
export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! Your message has been sent successfully. We'll get back to you soon.";

const formCss = css`
  display: grid;
  gap: ${theme.space[4]}px;
  ${mq.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Fields and rows that take the form's whole width from tablets up. */
const fullRowCss = css`
  ${mq.tablet} {
    grid-column: 1 / -1;
  }
`;

/** "Send a Message": name, email, subject and message, checked on submit (spec §4, §5). */
export function ContactForm() {
  const { status, invalidAttempt, invalidMessageId, fieldProps, submit } = useContactForm();
  return (
    <Card aria-labelledby="contact-form-title">
      <h2
        id="contact-form-title"
        css={[
          sectionTitleCss,
          css`
            margin-bottom: ${theme.space[4]}px;
          `,
        ]}
      >
        Send a Message
      </h2>
      <form onSubmit={submit} noValidate css={formCss}>
        <TextField label="Full Name" autoComplete="name" required {...fieldProps('fullName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...fieldProps('email')}
        />
        <TextField label="Subject" required {...fieldProps('subject')} css={fullRowCss} />
        <TextAreaField
          label="Message"
          required
          rows={6}
          {...fieldProps('message')}
          css={fullRowCss}
        />
        <div
          css={[
            fullRowCss,
            css`
              display: flex;
              flex-direction: column;
              gap: ${theme.space[3]}px;
            `,
          ]}
        >
          {/*
            Always mounted (liveRegionCss). A new key per invalid submit replaces the text, so
            a repeated invalid submit is read again.
          */}
          <div role="alert" css={liveRegionCss}>
            {status === 'invalid' && (
              <p
                key={invalidAttempt}
                id={invalidMessageId}
                css={css`
                  color: ${theme.colors.danger};
                  font-weight: 600;
                `}
              >
                {CONTACT_INVALID_MESSAGE}
              </p>
            )}
          </div>
          <div role="status">
            {status === 'sent' && <p css={formMessageCss.success}>{CONTACT_SUCCESS_MESSAGE}</p>}
          </div>
          <div>
            <Button type="submit" loading={status === 'sending'} loadingText="Sending...">
              Send Message
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
