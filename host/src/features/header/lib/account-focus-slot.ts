/**
 * Sign In and the user menu button take turns in one place: a modal opened from Sign In hands
 * focus to the menu button once signing in replaced it (see Modal's data-focus-slot).
 */
export const ACCOUNT_FOCUS_SLOT = 'account';
