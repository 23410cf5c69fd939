import { css } from '@emotion/react';
import { extractVideoId, imageUrl, type TransportItem } from '@citylens/shared';
import { Button, Modal, ResponsiveImage, theme, stackCss } from '@citylens/shared/ui';
import { VideoPlayer } from '../../../components/video/VideoPlayer';
import { TRANSPORT_DETAILS_PRESET } from '../../../lib/viewer-photos';

const factCss = css`
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  h3 {
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.colors.textMuted};
  }
  p {
    font-weight: 600;
  }
`;

/** A transport item: title, video (or Video not available), description, Location and Transport Type. */
export function TransportDetailsModal({
  item,
  onClose,
}: {
  item: TransportItem | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={item?.title ?? ''}
      size="lg"
      closeLabel="Close transport details"
    >
      {item && (
        <div css={stackCss[4]}>
          {extractVideoId(item.youtube_url) ? (
            <VideoPlayer url={item.youtube_url} title={item.title} />
          ) : (
            <figure
              css={css`
                margin: 0;
              `}
            >
              <ResponsiveImage
                src={imageUrl(item.thumbnail_url, TRANSPORT_DETAILS_PRESET)}
                alt={item.title}
                width={800}
                height={600}
                rounded
                // In view the moment the dialog opens: no lazy wait.
                priority
              />
              <figcaption
                css={css`
                  margin-top: ${theme.space[2]}px;
                  font-weight: 700;
                  color: ${theme.colors.textMuted};
                `}
              >
                Video not available
              </figcaption>
            </figure>
          )}
          {item.description && <p>{item.description}</p>}
          <div
            css={css`
              display: grid;
              gap: ${theme.space[3]}px;
              grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
            `}
          >
            <section css={factCss}>
              <h3>Location</h3>
              <p>{item.location || '—'}</p>
            </section>
            <section css={factCss}>
              <h3>Transport Type</h3>
              <p>{item.transport_type || '—'}</p>
            </section>
          </div>
          <div>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
