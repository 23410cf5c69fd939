/** The query parameters pages read, declared once: the pages, their heads and the server use these. */
export const ARTICLE_PARAM = 'article';
export const EVENT_PARAM = 'event';
export const PHOTO_PARAM = 'photo';
/** The home page's city search (`/?search=Paris`). */
export const CITY_SEARCH_PARAM = 'search';
/** The reviews page's chosen city (`/reviews?city=Paris`). */
export const REVIEWS_CITY_PARAM = 'city';
