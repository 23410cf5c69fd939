/**
 * The photo presets of the viewers a city's pages open by a button rather than a link (their
 * photos are in no page's HTML): the viewers show them, and a saved city keeps them.
 */
export const FOOD_VIEWER_PRESET = 'large';
export const TRANSPORT_DETAILS_PRESET = 'medium';
