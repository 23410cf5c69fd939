/**
 * The journeys that prove the containers: the composed e2e (docker-compose's e2e service, CI's
 * container stage) runs only these (`--grep @containers`); every journey runs once, locally.
 * Each reaches a remote through its container, the API behind the balancer, or the mail catcher.
 */
export const CONTAINERS = { tag: '@containers' } as const;
