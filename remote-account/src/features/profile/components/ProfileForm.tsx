import { css } from '@emotion/react';
import type { UserProfile } from '@citylens/shared';
import { Button, PasswordField, TextField, mq, theme } from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { panelCss } from '../../../components/panel-styles';
import { useProfileForm } from '../hooks/use-profile-form';

const gridCss = css`
  display: grid;
  gap: ${theme.space[4]}px;
  ${mq.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const sectionCss = css`
  ${panelCss};
  ${mq.tablet} {
    padding: ${theme.space[6]}px;
  }
`;

const legendCss = css`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
  padding: 0;
  margin-bottom: ${theme.space[2]}px;
`;

export interface ProfileFormProps {
  userId: number;
  /** Undefined while the profile loads: the form keeps its shape, fields wait read-only. */
  profile: UserProfile | undefined;
}

/** Profile fields and the change-password block, saved with one Update Profile. */
export function ProfileForm({ userId, profile }: ProfileFormProps) {
  const { field, submit, message, loading, saving } = useProfileForm(userId, profile);

  return (
    <form onSubmit={submit} noValidate aria-label="Profile" css={sectionCss}>
      <fieldset
        css={css`
          border: 0;
          padding: 0;
          margin: 0;
        `}
      >
        <legend css={legendCss}>Personal details</legend>
        <div css={gridCss}>
          <TextField label="Username" autoComplete="username" {...field('username')} />
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        </div>
      </fieldset>
      <fieldset
        css={css`
          border: 0;
          border-top: 1px solid ${theme.colors.border};
          padding: ${theme.space[4]}px 0 0;
          margin: 0;
        `}
      >
        <legend css={legendCss}>Change Password</legend>
        <p
          css={css`
            margin: 0 0 ${theme.space[4]}px;
            color: ${theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          Leave these empty to keep your password. Changing your email also asks for your current
          password.
        </p>
        <div css={gridCss}>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...field('current_password')}
          />
          {/* Keeps New and Confirm side by side on wide screens. */}
          <span
            aria-hidden="true"
            css={css`
              display: none;
              ${mq.tablet} {
                display: block;
              }
            `}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...field('new_password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...field('new_password_confirm')}
          />
        </div>
      </fieldset>
      <StatusMessage message={message} />
      <div>
        <Button type="submit" loading={saving} loadingText="Saving..." disabled={loading}>
          Update Profile
        </Button>
      </div>
    </form>
  );
}
