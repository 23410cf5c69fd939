/**
 * The journeys that prove the containers: the composed e2e (docker-compose's e2e service, CI's
 * container stage) runs only these (`--grep @containers`); every journey runs once, locally.
 * Each reaches a remote through its container, the API behind the balancer, or the mail catcher.
 */
export const CONTAINERS = { tag: '@containers' } as const;

/**
 * The journeys that stop, hang, redeploy or reconfigure the servers every journey shares (or read
 * their build folders): they run locally only, after the others and one at a time.
 */
export const LOCAL_SERVERS = { tag: '@local-servers', pattern: /@local-servers/ } as const;
