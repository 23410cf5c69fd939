/** Every key CityLens writes to localStorage; all carry the product's short prefix. */
export const storageKeys = {
  accessToken: 'citylens_access_token',
  refreshToken: 'citylens_refresh_token',
  user: 'citylens_user',
  cart: 'citylens_cart',
  cookieConsent: 'citylens_cookie_consent',
  cookiePreferences: 'citylens_cookie_preferences',
  /** 0–99, drawn once per visitor: which canary releases they see. */
  releaseBucket: 'citylens_release_bucket',
  /** A developer's remote overrides ({ shop: manifest URL }), honoured only when the config allows. */
  remoteOverrides: 'citylens_remote_overrides',
  /**
   * The signed-in visitor's booked and liked event ids, as last read from the API
   * (`{ user, booked, liked }`): an event's details paint "Booked" and the liked heart at once.
   */
  eventMarks: 'citylens_event_marks',
} as const;

/** Every key CityLens writes to sessionStorage (this tab's visit). */
export const sessionKeys = {
  /** Pages loaded in this tab's visit: the offline worker installs from the second. */
  visitPageLoads: 'citylens_visit_page_loads',
} as const;
