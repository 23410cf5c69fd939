import { css } from '@emotion/react';
import { Suspense, lazy, useState } from 'react';
import { getBus, useResumeAfterSignIn, type LifestylePhoto } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';
import { CitySubPage } from '../../../components/CitySubPage';
import { ContentCard, CardGrid } from '../../../components/ContentCard';
import { LikeButton, pillButtonCss } from '../../../components/LikeButton';
import { CommentIcon } from '../../../components/icons';
import { useCityCategory } from '../../../hooks/use-city-category';
import { useDeepLink } from '../../../hooks/use-deep-link';
import { lifestylePhotosQuery } from '../api/get-lifestyle-photos';
import { useLikePhoto } from '../hooks/use-like-photo';

const LifestyleViewer = lazy(() => import('./LifestyleViewer'));
const CommentsModal = lazy(() =>
  import('./CommentsModal').then((m) => ({ default: m.CommentsModal })),
);

/** Lifestyle: everyday life in photos, with likes and comments; the viewer opens at `?photo=<id>`. */
export function CityLifestylePage() {
  return (
    <CitySubPage
      section="Lifestyle"
      heroText={(city) => `Everyday life in ${city} through the lenses of its photographers`}
    >
      {(cityName) => <LifestylePhotos cityName={cityName} />}
    </CitySubPage>
  );
}

function LifestylePhotos({ cityName }: { cityName: string }) {
  const category = useCityCategory(cityName, {
    query: lifestylePhotosQuery(cityName),
    items: (photos) => photos,
    noun: 'lifestyle photos',
    emptyTitle: 'No Lifestyle Photos Yet',
  });
  const deepLink = useDeepLink('photo');
  const like = useLikePhoto(cityName, () => {
    if (deepLink.value) deepLink.close();
  });
  const [commentsFor, setCommentsFor] = useState<number | null>(null);
  // Signed in to comment: the photo's comments open again, ready for the comment.
  useResumeAfterSignIn(
    'discovery',
    (action) =>
      action.kind === 'comment-photo' &&
      category.items?.some((p) => p.id === action.target) === true,
    (action) => setCommentsFor(Number(action.target)),
  );

  if (category.placeholder) return category.placeholder;
  const data = category.items;
  const viewerIndex = deepLink.indexIn(data);
  const commentsPhoto = data.find((p) => p.id === commentsFor);

  return (
    <>
      <CardGrid items={data}>
        {(photo) => (
          <ContentCard
            title={photo.title}
            meta={`By ${photo.creator_name}`}
            image={photo.image_url}
            actionLabel={`View ${photo.title}`}
            onActivate={() => deepLink.open(photo.id)}
            openHref={`${routes.cityLifestyle.href(cityName)}?photo=${photo.id}`}
          >
            <div
              css={css`
                display: flex;
                gap: ${theme.space[2]}px;
                margin-top: ${theme.space[2]}px;
              `}
            >
              <LikeButton
                liked={photo.liked_by_user}
                count={photo.likes_count}
                subject={photo.title}
                pending={like.isPending(photo.id)}
                onToggle={() => like.toggle(photo)}
              />
              <button
                type="button"
                aria-label={`Comments on ${photo.title}, ${photo.comments_count}`}
                onClick={() => setCommentsFor(photo.id)}
                css={pillButtonCss('light')}
              >
                <CommentIcon />
                <span aria-hidden="true">{photo.comments_count}</span>
              </button>
            </div>
          </ContentCard>
        )}
      </CardGrid>
      {viewerIndex >= 0 && (
        <Suspense fallback={null}>
          <LifestyleViewer
            photos={data}
            index={viewerIndex}
            onShow={(photo: LifestylePhoto) => deepLink.show(photo.id)}
            onClose={deepLink.close}
            onLike={like.toggle}
            likePending={data[viewerIndex] !== undefined && like.isPending(data[viewerIndex].id)}
            onComments={(photo: LifestylePhoto) => setCommentsFor(photo.id)}
            suspended={commentsPhoto !== undefined}
          />
        </Suspense>
      )}
      {commentsPhoto && (
        <Suspense fallback={null}>
          <CommentsModal
            photo={commentsPhoto}
            cityName={cityName}
            onClose={() => setCommentsFor(null)}
            onSignIn={() => {
              setCommentsFor(null);
              if (deepLink.value) deepLink.close();
              getBus().sendIntent({
                type: 'open-sign-in',
                then: { app: 'discovery', kind: 'comment-photo', target: commentsPhoto.id },
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
