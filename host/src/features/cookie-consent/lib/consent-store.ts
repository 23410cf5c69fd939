import { useSyncExternalStore } from 'react';
import { localStorageIfAvailable } from '@citylens/shared';
import {
  COOKIE_CONSENT_VALUES,
  storageKeys,
  type CookieConsent,
  type CookiePreferences,
} from '@citylens/shared/contracts';

export const defaultPreferences: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

export const allPreferences: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readConsent(): CookieConsent | null {
  const value = localStorageIfAvailable()?.getItem(storageKeys.cookieConsent) ?? null;
  return COOKIE_CONSENT_VALUES.includes(value as CookieConsent) ? (value as CookieConsent) : null;
}

export function readPreferences(): CookiePreferences {
  const raw = localStorageIfAvailable()?.getItem(storageKeys.cookiePreferences);
  if (!raw) return defaultPreferences;
  try {
    const parsed = JSON.parse(raw) as Partial<CookiePreferences>;
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      preferences: parsed.preferences === true,
    };
  } catch {
    return defaultPreferences;
  }
}

/** Stores the visitor's choice (and the matching preferences) and tells every subscriber. */
export function saveConsent(consent: CookieConsent, preferences: CookiePreferences): void {
  const s = localStorageIfAvailable();
  if (s) {
    s.setItem(storageKeys.cookieConsent, consent);
    s.setItem(storageKeys.cookiePreferences, JSON.stringify({ ...preferences, necessary: true }));
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab made a choice: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.cookieConsent || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` whenever the visitor's choice changes, in this tab or another; returns the unsubscribe. */
export const onConsentChange = (listener: () => void): (() => void) => subscribe(listener);

/** The stored consent, or null while the visitor has not chosen (the banner shows). */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}
