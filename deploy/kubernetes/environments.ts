/** The environments CityLens is deployed to, and the apps' contracts the manifests are made from. */
import { createRequire } from 'node:module';
import type { RemoteName } from '../../shared/src/contracts';

// The apps' contracts (ports, remote names, runtime-config variables): the shared package is
// CommonJS, so it is required rather than imported by name from this ES module.
const contracts = createRequire(import.meta.url)(
  '../../shared/src/contracts/index.ts',
) as typeof import('../../shared/src/contracts');
export const { apiPort, hostApp, remoteNames, remotes, runtimeConfigEnv, serverRemoteUrlEnv } =
  contracts;

export type AppName = 'host' | RemoteName;
export const appNames: AppName[] = ['host', ...remoteNames];
export const appPort = (app: AppName) => (app === 'host' ? hostApp.port : remotes[app].port);

export interface Environment {
  name: 'production' | 'demo';
  namespace: string;
  /** Images as the project's CI pushes them: `${registry}/${app}:${tag}` (app: api, host, shop, …). */
  registry: string;
  tag: string;
  /** The site is https://<domain>; each remote on https://<remote>.<domain>; the API on api.<domain>. */
  domain: string;
  ingressClassName: string;
  /** The Ingress controller's namespace: the only one whose pods may reach the site's pods. */
  ingressNamespace: string;
  /** TLS secret for the Ingress (cert-manager or the platform's own). */
  tlsSecretName: string;
  /** Managed PostgreSQL and Redis host names (ExternalName services); absent: in-cluster demo StatefulSets. */
  external?: { postgres: string; redis: string };
  apiReplicas: { min: number; max: number };
  appReplicas: number;
  /** The host renders every page: autoscaled on CPU between these. */
  hostReplicas: { min: number; max: number };
  /** A remote's canary: a second Deployment (its own image tag) and the runtime config's canary entry. */
  canary?: { remote: RemoteName; tag: string; percent: number };
}

export const environments: Environment[] = [
  {
    name: 'production',
    namespace: 'citylens',
    registry: 'ghcr.io/citylens',
    tag: '1.0.0',
    domain: 'citylens.example.com',
    ingressClassName: 'nginx',
    ingressNamespace: 'ingress-nginx',
    tlsSecretName: 'citylens-tls',
    external: { postgres: 'citylens.postgres.internal', redis: 'citylens.redis.internal' },
    apiReplicas: { min: 2, max: 8 },
    appReplicas: 2,
    hostReplicas: { min: 2, max: 8 },
  },
  {
    name: 'demo',
    namespace: 'citylens-demo',
    registry: 'ghcr.io/citylens',
    tag: '1.0.0',
    domain: 'demo.citylens.example.com',
    ingressClassName: 'nginx',
    ingressNamespace: 'ingress-nginx',
    tlsSecretName: 'citylens-demo-tls',
    apiReplicas: { min: 2, max: 3 },
    appReplicas: 1,
    hostReplicas: { min: 1, max: 3 },
    canary: { remote: 'shop', tag: '1.1.0-rc.1', percent: 10 },
  },
];
