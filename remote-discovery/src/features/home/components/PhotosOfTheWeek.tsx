import { css } from '@emotion/react';
import { Suspense, lazy } from 'react';
import { useQuery } from '@citylens/shared/query';
import { imageSrcSet, imageUrl, type PhotoOfTheWeek } from '@citylens/shared';
import {
  EmptyState,
  ErrorState,
  mq,
  ResponsiveImage,
  sectionTitleCss,
  Spinner,
  theme,
} from '@citylens/shared/ui';
import { photosOfWeekQuery } from '../api/get-photos-of-week';
import { useDeepLink } from '../../../hooks/use-deep-link';

// The viewer's code loads only when a photo is opened.
const PhotoOfWeekViewer = lazy(() => import('./PhotoOfWeekViewer'));

export const photoSrc = (photo: PhotoOfTheWeek) => photo.image_url || photo.url || null;

/** One photo of the week: its picture, title, city and creator; pressed, it opens the viewer. */
function PhotoOfWeekTile({ photo, onOpen }: { photo: PhotoOfTheWeek; onOpen: () => void }) {
  return (
    <li
      css={css`
        scroll-snap-align: start;
      `}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`${photo.title}, ${photo.city_name}, by ${photo.creator_name}`}
        css={css`
          display: block;
          width: 100%;
          padding: 0;
          border: 0;
          background: none;
          text-align: left;
          cursor: zoom-in;
          border-radius: ${theme.radii.md};
          overflow: hidden;
          &:hover img {
            transform: scale(1.03);
          }
          img {
            transition: transform ${theme.transitions.normal};
          }
        `}
      >
        <ResponsiveImage
          src={imageUrl(photoSrc(photo), 'thumbnail')}
          srcSet={imageSrcSet(photoSrc(photo)) || undefined}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 72vw"
          alt=""
          width={400}
          height={300}
        />
        <span
          css={css`
            display: block;
            padding: ${theme.space[2]}px 0 0;
            font-weight: 600;
            color: ${theme.colors.text};
          `}
        >
          {photo.title}
        </span>
        <span
          css={css`
            display: block;
            font-size: ${theme.fontSizes.sm};
            color: ${theme.colors.textMuted};
          `}
        >
          {photo.city_name} · {photo.creator_name}
        </span>
      </button>
    </li>
  );
}

/**
 * Photos of the Week: a grid on desktop, a horizontal scroller on mobile. A photo opens the
 * viewer, whose state is in the URL (`?photo=<id>`).
 */
export function PhotosOfTheWeek() {
  const { data, isPending, isError, refetch } = useQuery(photosOfWeekQuery());
  const deepLink = useDeepLink('photo');
  const photos = data ?? [];
  const openIndex = deepLink.indexIn(photos);

  return (
    <section aria-labelledby="photos-of-week-heading">
      <h2 id="photos-of-week-heading" css={sectionTitleCss}>
        Photos of the Week
      </h2>
      <p
        css={css`
          margin: ${theme.space[1]}px 0 ${theme.space[5]}px;
          color: ${theme.colors.textMuted};
        `}
      >
        The editors’ pick of this week’s best lifestyle shots.
      </p>
      {isPending ? (
        <Spinner label="Loading photos of the week…" block />
      ) : isError ? (
        <ErrorState message="Failed to fetch photos of the week" onRetry={() => void refetch()} />
      ) : photos.length === 0 ? (
        <EmptyState title="No photos of the week available" headingLevel={3} />
      ) : (
        <ul
          css={css`
            list-style: none;
            padding: 0 0 ${theme.space[2]}px;
            display: grid;
            grid-auto-flow: column;
            grid-auto-columns: 72%;
            gap: ${theme.space[4]}px;
            overflow-x: auto;
            scroll-snap-type: x mandatory;
            ${mq.tablet} {
              grid-auto-flow: row;
              grid-auto-columns: auto;
              grid-template-columns: repeat(3, minmax(0, 1fr));
              overflow-x: visible;
            }
            ${mq.laptop} {
              grid-template-columns: repeat(4, minmax(0, 1fr));
            }
          `}
        >
          {photos.map((photo) => (
            <PhotoOfWeekTile key={photo.id} photo={photo} onOpen={() => deepLink.open(photo.id)} />
          ))}
        </ul>
      )}
      {openIndex >= 0 && (
        <Suspense fallback={null}>
          <PhotoOfWeekViewer
            photos={photos}
            index={openIndex}
            onShow={(photo) => deepLink.show(photo.id)}
            onClose={deepLink.close}
          />
        </Suspense>
      )}
    </section>
  );
}
