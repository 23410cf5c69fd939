// The city content call is shared: the host starts it for a city page before this remote loads.
export { cityContentQuery } from '@citylens/shared';
