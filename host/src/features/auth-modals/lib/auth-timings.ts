/** Spec §4 "Modal flow" / §9 timings. */
export const SIGN_IN_CLOSE_MS = 2000;
export const REGISTRATION_CLOSE_MS = 2000;
/** After the registration modal closes, sign-in opens this much later. */
export const SIGN_IN_AFTER_REGISTRATION_MS = 500;
