import { css } from '@emotion/react';
import { Suspense, lazy, useLayoutEffect, useRef } from 'react';
import { imageSrcSet, imageUrl, readingTime, type Article } from '@citylens/shared';
import { Button, Modal, ResponsiveImage, Spinner, theme, stackCss } from '@citylens/shared/ui';
import { ChevronIcon } from '../../../components/icons';
import { wrapIndex } from '../../../components/viewer/MediaViewer';
import { articleDate } from '../lib/article-meta';

// Only the body's markdown library (the bulk of the reader's code) loads when an article is
// opened. The dialog itself is part of the page, so it opens at once on the article's title, and
// Escape or Close work while the body is still on its way (a lazy dialog missed an early Escape,
// and the article then opened after the visitor had asked to leave it).
const ArticleMarkdown = lazy(() =>
  import('./ArticleMarkdown').then((module) => ({ default: module.ArticleMarkdown })),
);

export interface ArticleReaderProps {
  articles: readonly Article[];
  index: number;
  onShow: (article: Article) => void;
  onClose: () => void;
  /** The articles' page without the reader, for its close button when script is off. */
  closeHref?: string;
}

/** One article to read: photo, reading time, date, the markdown body; previous/next wrap around. */
export function ArticleReader({ articles, index, onShow, onClose, closeHref }: ArticleReaderProps) {
  const article = articles[index];
  // The reader starts on the article's title at the top, not on the first link or button of the
  // body (which would scroll the dialog down and start keyboard and screen-reader users mid-article).
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Next/Previous keep the dialog open and swap its content: start the new article at the top,
  // on its title, so it is read from the beginning (focus would stay on Next, at the end).
  const shownId = article?.id;
  const lastShownId = useRef(shownId);
  useLayoutEffect(() => {
    if (shownId === lastShownId.current) return;
    lastShownId.current = shownId;
    const title = titleRef.current;
    if (!title) return;
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (dialog) dialog.scrollTop = 0;
    title.focus({ preventScroll: true });
  }, [shownId]);

  if (!article) return null;
  const several = articles.length > 1;
  const go = (step: number) => onShow(articles[wrapIndex(index + step, articles.length)]!);
  const date = articleDate(article);
  const photo = article.image_url ?? article.thumbnail_url;
  return (
    <Modal
      open
      onClose={onClose}
      title={article.title}
      description={[readingTime(article.content), date].filter(Boolean).join(' · ')}
      size="lg"
      closeLabel="Close article"
      closeHref={closeHref}
      initialFocusRef={titleRef}
      titleRef={titleRef}
      // Where the reader is, with its close button, in a bar that stays on screen while a long
      // article scrolls (on a phone both scrolled away, and the counter wrapped between buttons).
      toolbar={several ? `${index + 1} of ${articles.length}` : ''}
    >
      <article css={stackCss[5]}>
        <ResponsiveImage
          src={imageUrl(photo, 'large')}
          srcSet={imageSrcSet(photo) || undefined}
          sizes="(min-width: 800px) 760px, 100vw"
          alt=""
          width={1200}
          height={900}
          rounded
        />
        <Suspense fallback={<Spinner label="Loading article…" block />}>
          <ArticleMarkdown content={article.content} />
        </Suspense>
        <nav
          aria-label="More articles"
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space[3]}px;
            padding-top: ${theme.space[4]}px;
            border-top: 1px solid ${theme.colors.border};
          `}
        >
          {several ? (
            <>
              <Button variant="secondary" onClick={() => go(-1)}>
                <ChevronIcon direction="left" size={18} /> Previous
              </Button>
              <Button variant="secondary" onClick={() => go(1)}>
                Next <ChevronIcon direction="right" size={18} />
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          )}
        </nav>
      </article>
    </Modal>
  );
}
