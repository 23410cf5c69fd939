import { css } from '@emotion/react';
import { readingTime, type Article } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';
import { CityCategoryPage, type CategoryListProps } from '../../../components/CityCategoryPage';
import { ContentCard, CardGrid } from '../../../components/ContentCard';
import { useDeepLink } from '../../../hooks/use-deep-link';
import { articleDate, articleExcerpt } from '../lib/article-meta';
import { ArticleReader } from './ArticleReader';

/** Articles: a grid of stories; the reader opens at `?article=<id>`. */
export function CityArticlesPage() {
  return <CityCategoryPage category="articles" list={Articles} />;
}

function Articles({ cityName, items: articles }: CategoryListProps<Article>) {
  const deepLink = useDeepLink('article');
  const readerIndex = deepLink.indexIn(articles);

  return (
    <>
      <CardGrid items={articles}>
        {(article) => (
          <ContentCard
            title={article.title}
            meta={[readingTime(article.content), articleDate(article)].filter(Boolean).join(' · ')}
            image={article.thumbnail_url ?? article.image_url}
            actionLabel={`Read ${article.title}`}
            onActivate={() => deepLink.open(article.id)}
            openHref={`${routes.cityArticles.href(cityName)}?article=${article.id}`}
          >
            <p
              css={css`
                font-size: ${theme.fontSizes.sm};
                line-height: ${theme.lineHeights.body};
              `}
            >
              {articleExcerpt(article.content)}
            </p>
            {/* A cue only: the whole card is the title's link (one tab stop). */}
            <span
              aria-hidden="true"
              css={css`
                align-self: flex-start;
                margin-top: auto;
                color: ${theme.colors.primary};
                font-weight: 700;
                text-decoration: underline;
              `}
            >
              Read article
            </span>
          </ContentCard>
        )}
      </CardGrid>
      {readerIndex >= 0 && (
        <ArticleReader
          articles={articles}
          index={readerIndex}
          onShow={(article) => deepLink.show(article.id)}
          onClose={deepLink.close}
          closeHref={routes.cityArticles.href(cityName)}
        />
      )}
    </>
  );
}
