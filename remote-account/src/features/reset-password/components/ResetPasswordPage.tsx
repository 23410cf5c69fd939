import { css } from '@emotion/react';
import { Link } from '@citylens/shared/router';
import { getBus } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import {
  Button,
  PageContainer,
  PageHeading,
  PasswordField,
  cardCss,
  theme,
} from '@citylens/shared/ui';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';

const SUCCESS_TEXT = 'Password reset successfully! Redirecting to login...';

/** The kit's card, centred and raised a little more: the page holds nothing else. */
const resetCardCss = [
  cardCss,
  css`
    /* Wide enough that "Invalid Reset Link" stays on one line on a desktop. */
    max-width: 32rem;
    margin: 0 auto;
    padding: ${theme.space[6]}px;
    box-shadow: ${theme.shadows.md};
    display: grid;
    gap: ${theme.space[4]}px;
  `,
];

/** The form's own failure and success lines, in the kit's danger and success colours. */
const messageCss = {
  error: css`
    color: ${theme.colors.danger};
    margin: 0;
  `,
  success: css`
    color: ${theme.colors.success};
    margin: 0;
  `,
};

/** A reset link without its uid or token: says so and offers a new link. */
function InvalidResetLink() {
  return (
    <PageContainer>
      <div css={resetCardCss} role="alert">
        <PageHeading title="Invalid Reset Link" />
        {/* The title says it is invalid; the text says why and what to do, without repeating it. */}
        <p>This link is missing part of its address. Please request a new password reset.</p>
        <Button
          variant="secondary"
          onClick={() => getBus().sendIntent({ type: 'open-reset-password' })}
        >
          Request a new reset link
        </Button>
        <Link to={routes.home.href()}>Go to Homepage</Link>
      </div>
    </PageContainer>
  );
}

/** /reset-password/{uid}/{token}: choose a new password from the emailed link. */
export function ResetPasswordPage() {
  const form = useResetPasswordForm();
  if (!form.linkComplete) return <InvalidResetLink />;

  return (
    <PageContainer>
      <form css={resetCardCss} onSubmit={form.submit} noValidate>
        <PageHeading
          title="Reset Password"
          subtitle="Choose a new password for your CityLens account."
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={form.password}
          {...form.invalidProps('password')}
          onChange={(e) => form.editPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={form.confirm}
          {...form.invalidProps('confirm')}
          onChange={(e) => form.editConfirm(e.target.value)}
        />
        {form.error && (
          <p id={form.errorId} role="alert" css={messageCss.error}>
            {form.error}
          </p>
        )}
        {form.deadLink && (
          <Button
            variant="secondary"
            onClick={() => getBus().sendIntent({ type: 'open-reset-password' })}
          >
            Request a new reset link
          </Button>
        )}
        {form.status === 'done' && (
          <p role="status" css={messageCss.success}>
            {SUCCESS_TEXT}
          </p>
        )}
        <Button
          type="submit"
          loading={form.status === 'submitting'}
          loadingText="Resetting Password..."
          disabled={form.status === 'done'}
          focusableWhenDisabled
        >
          Reset Password
        </Button>
        <Link to={routes.home.href()}>Back to Homepage</Link>
      </form>
    </PageContainer>
  );
}
