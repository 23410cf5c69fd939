import { css } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { ErrorState, theme } from '@citylens/shared/ui';
import { sectionCss } from './ProfileForm';

export const rowTitleCss = css`
  font-weight: 700;
  font-size: ${theme.fontSizes.lg};
`;

export const mutedCss = css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** One line of a profile list: a bordered block with its parts one under the other. */
export const listItemCss = css`
  display: grid;
  gap: ${theme.space[2]}px;
  padding: ${theme.space[4]}px 0;
  border-top: 1px solid ${theme.colors.border};
  &:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
`;

interface ProfileListSectionProps {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The read behind the list: its loading and failure states are the section's. */
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingText: string;
  errorText: string;
  isEmpty: boolean;
  empty: ReactNode;
  /** Kept above the list in every state: a cancel's news outlives the last booking. */
  status?: ReactNode;
  children: ReactNode;
}

/** A titled section of the profile listing the visitor's own things (bookings, orders). */
export function ProfileListSection(props: ProfileListSectionProps) {
  const { id, title, headingRef, state, isEmpty } = props;
  return (
    <section aria-labelledby={id} css={sectionCss}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        css={css`
          font-size: ${theme.fontSizes.xl};
        `}
      >
        {title}
      </h2>
      {props.status}
      {state.isError ? (
        <ErrorState inline message={props.errorText} onRetry={() => void state.refetch()} />
      ) : state.isPending ? (
        <p css={mutedCss}>{props.loadingText}</p>
      ) : isEmpty ? (
        props.empty
      ) : (
        props.children
      )}
    </section>
  );
}
