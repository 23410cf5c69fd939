import { css } from '@emotion/react';
import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { theme } from '@citylens/shared/ui';

const itemCss = css`
  display: block;
  width: 100%;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;

export interface UserMenuListProps {
  id: string;
  open: boolean;
  /** An entry was chosen: the menu closes. */
  onClose: () => void;
  onLogout: () => void;
}

/** The user menu's entries: User Profile, Saved cities and Logout. */
export function UserMenuList({ id, open, onClose, onLogout }: UserMenuListProps) {
  return (
    <ul
      id={id}
      hidden={!open}
      css={css`
        position: absolute;
        right: 0;
        top: calc(100% + ${theme.space[2]}px);
        min-width: 12rem;
        padding: ${theme.space[1]}px 0;
        list-style: none;
        background: ${theme.colors.surface};
        border-radius: ${theme.radii.md};
        box-shadow: ${theme.shadows.lg};
        overflow: hidden;
      `}
    >
      <li>
        <Link to={routes.profile.href()} css={itemCss} onClick={onClose}>
          User Profile
        </Link>
      </li>
      <li>
        <Link to={routes.savedCities.href()} css={itemCss} onClick={onClose}>
          Saved cities
        </Link>
      </li>
      <li>
        <button
          type="button"
          css={itemCss}
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          Logout
        </button>
      </li>
    </ul>
  );
}
