import { css } from '@emotion/react';
import { Card, theme } from '@citylens/shared/ui';

/** "Quick Answers": the three questions the contact form is most often used for. */
export function ContactFaq() {
  return (
    <Card heading={{ id: 'contact-faq-title', text: 'Quick Answers' }}>
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
          <dd>Yes — custom frame designs are possible. Tell us the size, colour and artwork.</dd>
        </div>
        <div>
          <dt>Do you ship internationally?</dt>
          <dd>We ship to most countries; delivery usually takes 1-7 days.</dd>
        </div>
      </dl>
    </Card>
  );
}
