/** The browser's side of server rendering: the host hands the server's answers to React Query. */
export { hydrate } from '@tanstack/react-query';
export type { DehydratedState } from '@tanstack/react-query';
