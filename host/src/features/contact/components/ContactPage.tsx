import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  PageHeading,
  TextAreaField,
  TextField,
  liveRegionCss,
  mq,
  theme,
} from '@citylens/shared/ui';
import { contactDetails } from '../../../lib/contact-details';

/** Spec §4: the contact form makes no call; it waits one second and reports success. */
export const CONTACT_SEND_DELAY_MS = 1000;
export const CONTACT_INVALID_MESSAGE = 'Please fill in all required fields with valid information.';
export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! Your message has been sent successfully. We'll get back to you soon.";

interface ContactForm {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

const emptyForm: ContactForm = { fullName: '', email: '', subject: '', message: '' };

type ContactField = keyof ContactForm;

/** Form order, so the first field in error is the first one on screen. */
const fieldOrder: ContactField[] = ['fullName', 'email', 'subject', 'message'];

/** Spec §5: every field is required and the email must contain @. */
function fieldsInError(form: ContactForm): ContactField[] {
  return fieldOrder.filter(
    (field) => form[field].trim() === '' || (field === 'email' && !form.email.includes('@')),
  );
}

const cardCss = css`
  padding: ${theme.space[5]}px;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  ${mq.tablet} {
    padding: ${theme.space[6]}px;
  }
`;

/** /contact: the contact form, contact details and a short FAQ. */
export default function ContactPage() {
  const [form, setForm] = useState<ContactForm>(emptyForm);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'invalid'>('idle');
  // Counts invalid submits: each one re-renders the alert text and moves focus again.
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const invalidMessageId = useId();
  const fieldRefs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // After the render that marked the fields, so the field is read with its invalid state and message.
  useEffect(() => {
    if (invalidAttempt === 0) return;
    const first = fieldsInError(form)[0];
    if (first) fieldRefs[first].current?.focus();
    // Only on a new invalid submit, not while the visitor edits the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalidAttempt]);

  // Once a submit failed, each field shows whether it is still in error as the visitor fixes it.
  const inError = new Set(status === 'invalid' ? fieldsInError(form) : []);
  const errorProps = (field: ContactField) =>
    inError.has(field)
      ? { 'aria-invalid': true as const, 'aria-describedby': invalidMessageId }
      : {};

  const set =
    (field: keyof ContactForm) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (fieldsInError(form).length > 0) {
      setStatus('invalid');
      setInvalidAttempt((n) => n + 1);
      return;
    }
    setStatus('sending');
    timer.current = setTimeout(() => {
      setStatus('sent');
      setForm(emptyForm);
    }, CONTACT_SEND_DELAY_MS);
  };

  return (
    <div
      css={css`
        max-width: ${theme.maxWidth};
        margin: 0 auto;
        padding: ${theme.space[7]}px ${theme.space[4]}px;
        ${mq.laptop} {
          padding-left: ${theme.space[6]}px;
          padding-right: ${theme.space[6]}px;
        }
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
        <section aria-labelledby="contact-form-title" css={cardCss}>
          <h2
            id="contact-form-title"
            css={css`
              font-size: ${theme.fontSizes.xxl};
              margin-bottom: ${theme.space[4]}px;
            `}
          >
            Send a Message
          </h2>
          <form
            onSubmit={submit}
            noValidate
            css={css`
              display: grid;
              gap: ${theme.space[4]}px;
              ${mq.tablet} {
                grid-template-columns: 1fr 1fr;
              }
            `}
          >
            <TextField
              label="Full Name"
              name="fullName"
              autoComplete="name"
              required
              ref={fieldRefs.fullName}
              {...errorProps('fullName')}
              value={form.fullName}
              onChange={set('fullName')}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              ref={fieldRefs.email}
              {...errorProps('email')}
              value={form.email}
              onChange={set('email')}
            />
            <TextField
              label="Subject"
              name="subject"
              required
              ref={fieldRefs.subject}
              {...errorProps('subject')}
              value={form.subject}
              onChange={set('subject')}
              css={css`
                ${mq.tablet} {
                  grid-column: 1 / -1;
                }
              `}
            />
            <TextAreaField
              label="Message"
              name="message"
              required
              rows={6}
              ref={fieldRefs.message}
              {...errorProps('message')}
              value={form.message}
              onChange={set('message')}
              css={css`
                ${mq.tablet} {
                  grid-column: 1 / -1;
                }
              `}
            />
            <div
              css={css`
                display: flex;
                flex-direction: column;
                gap: ${theme.space[3]}px;
                ${mq.tablet} {
                  grid-column: 1 / -1;
                }
              `}
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
                {status === 'sent' && (
                  <p
                    css={css`
                      padding: ${theme.space[3]}px ${theme.space[4]}px;
                      border-radius: ${theme.radii.sm};
                      background: ${theme.colors.successSoft};
                      color: ${theme.colors.success};
                      font-weight: 600;
                    `}
                  >
                    {CONTACT_SUCCESS_MESSAGE}
                  </p>
                )}
              </div>
              <div>
                <Button type="submit" loading={status === 'sending'} loadingText="Sending...">
                  Send Message
                </Button>
              </div>
            </div>
          </form>
        </section>

        <aside
          css={css`
            display: flex;
            flex-direction: column;
            gap: ${theme.space[5]}px;
          `}
        >
          <section aria-labelledby="contact-info-title" css={cardCss}>
            <h2
              id="contact-info-title"
              css={css`
                font-size: ${theme.fontSizes.xl};
                margin-bottom: ${theme.space[3]}px;
              `}
            >
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
                <strong>Phone:</strong>{' '}
                <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
              </span>
              <span>
                <strong>Studio:</strong> {contactDetails.street}, {contactDetails.city}
              </span>
              <span>
                <strong>Hours:</strong> Monday to Friday, 9:00 AM – 5:00 PM
              </span>
            </address>
          </section>
          <section aria-labelledby="contact-faq-title" css={cardCss}>
            <h2
              id="contact-faq-title"
              css={css`
                font-size: ${theme.fontSizes.xl};
                margin-bottom: ${theme.space[3]}px;
              `}
            >
              Quick Answers
            </h2>
            <dl
              css={css`
                display: grid;
                gap: ${theme.space[3]}px;
                & dt {
                  font-weight: 700;
                }
                & dd {
                  margin: 0;
                  color: ${theme.colors.textMuted};
                }
              `}
            >
              <div>
                <dt>How quickly will you reply?</dt>
                <dd>We reply within 24 hours on business days.</dd>
              </div>
              <div>
                <dt>Can I order a custom frame design?</dt>
                <dd>
                  Yes — custom frame designs are possible. Tell us the size, colour and artwork.
                </dd>
              </div>
              <div>
                <dt>Do you ship internationally?</dt>
                <dd>We ship to most countries; delivery usually takes 1-7 days.</dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
