import { useEffect, useId, useState } from 'react';
import type { CookiePreferences } from '@citylens/shared/contracts';
import { useServerPass } from '@citylens/shared/ui';
import {
  allPreferences,
  defaultPreferences,
  readPreferences,
  saveConsent,
} from '../lib/consent-store';

/** Spec §9: "Cookie preferences saved successfully!" shows for 3 s. */
export const COOKIES_SAVED_MESSAGE_MS = 3000;

/** A cookie kind the visitor may switch (necessary ones are always on). */
export type CookieToggle = Exclude<keyof CookiePreferences, 'necessary'>;

/**
 * The /cookies preferences: the switches' values, Accept Selected's save and its 3 s message, and
 * the id the form's elements are named from.
 */
export function useCookiePreferences() {
  // The server cannot know this browser's choice: its HTML (and so hydration) shows the defaults,
  // and the saved choice replaces them right after. Reading it during hydration left the switches
  // as the server drew them (React keeps a mismatched attribute) while the state said otherwise.
  const serverPass = useServerPass();
  const [prefs, setPrefs] = useState<CookiePreferences>(() =>
    serverPass ? defaultPreferences : readPreferences(),
  );
  useEffect(() => {
    if (serverPass) setPrefs(readPreferences());
  }, [serverPass]);
  const [saved, setSaved] = useState(false);
  // Bumped on every save so a second save restarts the 3 s window.
  const [saveCount, setSaveCount] = useState(0);
  const baseId = useId();

  useEffect(() => {
    if (saveCount === 0) return;
    const timer = setTimeout(() => setSaved(false), COOKIES_SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saveCount]);

  const setToggle = (key: CookieToggle) => (value: boolean) =>
    setPrefs((p) => ({ ...p, [key]: value }));

  const acceptSelected = () => {
    saveConsent('customized', prefs);
    setSaved(true);
    setSaveCount((n) => n + 1);
  };

  const acceptAll = () => setPrefs(allPreferences);

  return { baseId, prefs, saved, setToggle, acceptSelected, acceptAll };
}
