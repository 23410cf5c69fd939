import { css } from '@emotion/react';
import { useQuery } from '@citylens/shared/query';
import { routes } from '@citylens/shared/contracts';
import { canKeepOffline, formatBytes, updatedAgo } from '@citylens/shared/offline';
import { Link } from '@citylens/shared/router';
import {
  Button,
  ButtonLink,
  EmptyState,
  PageContainer,
  PageHeading,
  Spinner,
  theme,
  useServerPass,
} from '@citylens/shared/ui';
import { storageUseQuery } from '../../../api/saved-cities';
import { useCitySave } from '../../../hooks/use-city-save';
import {
  useRefreshSavedCities,
  useRemoveSavedCity,
  useSavedCities,
} from '../../../hooks/use-saved-cities';
import type { SavedCity } from '@citylens/shared/contracts';

const listCss = css`
  display: grid;
  gap: ${theme.space[3]}px;
  margin: ${theme.space[5]}px 0 0;
  padding: 0;
  list-style: none;
`;

const itemCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const nameCss = css`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

function SavedCityItem({ city }: { city: SavedCity }) {
  const remove = useRemoveSavedCity();
  const { save } = useCitySave(city.name);
  const updating = save?.state === 'saving';
  return (
    <li css={itemCss}>
      <div>
        <Link to={routes.city.href(city.name)} css={nameCss}>
          {city.name}
        </Link>
        <p
          css={css`
            margin: ${theme.space[1]}px 0 0;
            color: ${theme.colors.textMuted};
          `}
        >
          {formatBytes(city.bytes)} · {updating ? 'updating…' : updatedAgo(city.updatedAt)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={remove.isPending}
        loadingText="Removing…"
        disabled={updating}
        aria-label={`Remove ${city.name}`}
        onClick={() => remove.mutate(city.name)}
      >
        Remove
      </Button>
    </li>
  );
}

/**
 * Saved cities: each city kept on this device for offline reading, its size and last update,
 * with Remove; and what the site's storage holds in all. Reachable from the header's menu and
 * from the offline page.
 */
export function SavedCitiesPage() {
  const serverPass = useServerPass();
  const { data: saved, isPending } = useSavedCities();
  const { data: usage } = useQuery({ ...storageUseQuery(), enabled: canKeepOffline() });
  useRefreshSavedCities();

  let body;
  if (!serverPass && !canKeepOffline()) {
    body = (
      <EmptyState
        title="Offline reading is not available"
        description="This browser cannot keep cities for offline reading."
      />
    );
  } else if (serverPass || isPending) {
    body = <Spinner label="Loading saved cities…" />;
  } else if (!saved?.length) {
    body = (
      <EmptyState
        title="No saved cities yet"
        description="Open a city and choose “Save for offline” to read it without a connection."
        action={<ButtonLink to={routes.home.href()}>Explore cities</ButtonLink>}
      />
    );
  } else {
    body = (
      <>
        <ul css={listCss} aria-label="Saved cities">
          {saved.map((city) => (
            <SavedCityItem key={city.name} city={city} />
          ))}
        </ul>
        {typeof usage === 'number' && (
          <p
            css={css`
              margin-top: ${theme.space[4]}px;
              color: ${theme.colors.textMuted};
            `}
          >
            CityLens uses {formatBytes(usage)} of this device’s storage.
          </p>
        )}
      </>
    );
  }
  return (
    <PageContainer>
      <PageHeading
        title="Saved cities"
        subtitle="Cities kept on this device to read without a connection. They update once a day when you are online."
      />
      {body}
    </PageContainer>
  );
}
