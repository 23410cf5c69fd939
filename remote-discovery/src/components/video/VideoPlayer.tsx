import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { extractVideoId, useOnline, videoEmbedUrl } from '@citylens/shared';
import { Spinner, theme } from '@citylens/shared/ui';
import {
  PLAYER_HANDSHAKE_TIMEOUT_MS,
  PLAYER_ORIGIN,
  PLAYER_STATE,
  parsePlayerMessage,
} from './video-player-events';

export interface VideoPlayerProps {
  /** The item's video link in any of the accepted forms. */
  url: string | null | undefined;
  title: string;
  /** Playback paused or ended (inline cards go back to their thumbnail). */
  onStop?: () => void;
}

/** The player's address: highest quality (hd2160), autoplay, and events for this page. */
export function playerSrc(id: string, origin: string): string {
  return `${videoEmbedUrl(id)}&enablejsapi=1&origin=${encodeURIComponent(origin)}`;
}

const frameCss = css`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: #120d0a;
  color: #f3ece2;
`;

const overlayCss = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]}px;
  padding: ${theme.space[4]}px;
  text-align: center;
  background: #120d0a;
`;

/** The spec's text when a link gives no valid 11-character id. */
export function VideoNotAvailable() {
  return (
    <div css={frameCss}>
      <div css={overlayCss}>
        <p
          css={css`
            font-weight: 700;
          `}
        >
          Video not available
        </p>
      </div>
    </div>
  );
}

/**
 * The ref for the embedded player's frame, and what the player has said: nothing yet, that it is
 * there, or nothing within the handshake's time (the video service is out of reach). `onStop`
 * hears of playback paused or ended once it has started.
 */
function usePlayerStatus(id: string | null, onStop: (() => void) | undefined) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<'connecting' | 'ready' | 'unreachable'>('connecting');
  const onStopRef = useRef(onStop);
  useEffect(() => {
    onStopRef.current = onStop;
  });

  useEffect(() => {
    if (!id) return;
    let started = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const message = parsePlayerMessage(event.data);
      if (!message) return;
      setStatus('ready');
      if (message.kind !== 'state') return;
      if (message.state === PLAYER_STATE.playing) started = true;
      else if (
        started &&
        (message.state === PLAYER_STATE.paused || message.state === PLAYER_STATE.ended)
      ) {
        onStopRef.current?.();
      }
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(
      () => setStatus((s) => (s === 'connecting' ? 'unreachable' : s)),
      PLAYER_HANDSHAKE_TIMEOUT_MS,
    );
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [id]);

  return [frameRef, status] as const;
}

/**
 * An embedded video. While the player has not answered it shows a spinner over the frame; if it
 * never answers (the video service is out of reach) it says so plainly instead of spinning on.
 */
export function VideoPlayer({ url, title, onStop }: VideoPlayerProps) {
  const id = extractVideoId(url);
  const [frameRef, status] = usePlayerStatus(id, onStop);

  const online = useOnline();
  if (!id) return <VideoNotAvailable />;
  // Offline (a saved city read in the metro) the player has nothing to load: said, not a broken frame.
  if (!online) {
    return (
      <div css={frameCss}>
        <div css={overlayCss} role="status">
          <p
            css={css`
              font-weight: 700;
            `}
          >
            Available online
          </p>
          <p
            css={css`
              font-size: ${theme.fontSizes.sm};
              max-width: 40ch;
            `}
          >
            This video plays once you’re back online.
          </p>
        </div>
      </div>
    );
  }

  const listen = () => {
    frameRef.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      PLAYER_ORIGIN,
    );
  };

  return (
    <div css={frameCss}>
      <iframe
        ref={frameRef}
        src={playerSrc(id, window.location.origin)}
        title={`${title} (video)`}
        // `allow` grants fullscreen; allowFullScreen beside it only draws a console warning.
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        onLoad={listen}
        css={css`
          position: absolute;
          inset: 0;
          width: 100%;
          height: 100%;
          border: 0;
        `}
      />
      {status === 'connecting' && (
        <div css={overlayCss}>
          <Spinner label="Loading video…" />
        </div>
      )}
      {status === 'unreachable' && (
        <div css={overlayCss} role="status">
          <p
            css={css`
              font-weight: 700;
            `}
          >
            This video can’t be played right now
          </p>
          <p
            css={css`
              font-size: ${theme.fontSizes.sm};
              max-width: 40ch;
            `}
          >
            The video service did not answer from this network.
          </p>
        </div>
      )}
    </div>
  );
}
