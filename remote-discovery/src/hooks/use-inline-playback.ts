import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Which card of a grid plays its video in place (one at a time). Play swaps the card for the
 * player and closing swaps it back, so the focused element is removed each way: InlineVideo takes
 * focus when it appears, and this gives it back to the card's Play button when the player goes.
 */
export function useInlinePlayback() {
  const [playing, setPlaying] = useState<number | null>(null);
  const playButtons = useRef(new Map<number, HTMLButtonElement>());
  /** The card whose Play button takes focus once it is back in place. */
  const refocus = useRef<number | null>(null);

  /** Plays card `id` in place, or stops whatever plays (`null`) without moving focus. */
  const play = useCallback((id: number | null) => {
    refocus.current = null;
    setPlaying(id);
  }, []);

  /** Card `id`'s player closed or its video ended; `hadFocus`: the player held the focus. */
  const stop = useCallback((id: number, hadFocus: boolean) => {
    refocus.current = hadFocus ? id : null;
    setPlaying((current) => (current === id ? null : current));
  }, []);

  /** The ref for card `id`'s Play button. */
  const playButtonRef = useCallback(
    (id: number) => (button: HTMLButtonElement | null) => {
      if (!button) return;
      const buttons = playButtons.current;
      buttons.set(id, button);
      return () => {
        if (buttons.get(id) === button) buttons.delete(id);
      };
    },
    [],
  );

  // After the commit that put the card back: its button exists now.
  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    playButtons.current.get(id)?.focus();
  }, [playing]);

  return { playing, play, stop, playButtonRef };
}
