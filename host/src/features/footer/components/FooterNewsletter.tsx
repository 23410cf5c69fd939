import { css } from '@emotion/react';
import { useId } from 'react';
import { theme, visuallyHiddenCss, rowCss } from '@citylens/shared/ui';
import { FooterColumn } from './FooterColumn';

/** The newsletter column: the sign-up form, which cannot be sent yet (spec §2). */
export function FooterNewsletter() {
  const newsletterNoteId = useId();
  const newsletterInputId = useId();
  return (
    <FooterColumn id="footer-newsletter" title="Newsletter">
      <p>New cities, photo stories and frame offers, once a month.</p>
      {/* The newsletter provider is not configured, so the form can never be sent (spec §2). */}
      <form
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby="footer-newsletter"
        css={[
          rowCss[2],
          css`
            margin-top: ${theme.space[3]}px;
          `,
        ]}
      >
        <label htmlFor={newsletterInputId} css={visuallyHiddenCss}>
          Email address for the newsletter
        </label>
        <input
          id={newsletterInputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-describedby={newsletterNoteId}
          css={css`
            flex: 1 1 12rem;
            min-height: 44px;
            padding: 0 ${theme.space[3]}px;
            border: 1px solid ${theme.colors.borderStrong};
            border-radius: ${theme.radii.sm};
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
          `}
        />
        <button
          type="submit"
          disabled
          aria-describedby={newsletterNoteId}
          css={css`
            min-height: 44px;
            padding: 0 ${theme.space[4]}px;
            border: 0;
            border-radius: ${theme.radii.sm};
            background: #5c4f45;
            color: ${theme.colors.textInverse};
            font-weight: 700;
            cursor: not-allowed;
          `}
        >
          Subscribe
        </button>
        <p
          id={newsletterNoteId}
          css={css`
            flex-basis: 100%;
            font-size: ${theme.fontSizes.sm};
          `}
        >
          Newsletter sign-up is not available yet.
        </p>
      </form>
    </FooterColumn>
  );
}
