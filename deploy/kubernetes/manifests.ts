/**
 * CityLens on Kubernetes, written in TypeScript with kubernetes-models: every object is typed
 * here and validated against the Kubernetes API schemas by manifests.test.ts, with no cluster
 * and no binary. render.ts writes each environment to `<environment>/` as plain YAML plus a
 * kustomization.yaml, which is what a platform team applies: `kubectl apply -k deploy/kubernetes/production`.
 */
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { IContainer, IProbe } from 'kubernetes-models/v1';
import { createRequire } from 'node:module';
import type { RemoteName } from '../../shared/src/contracts';

// The apps' contracts (ports, remote names, runtime-config variables): the shared package is
// CommonJS, so it is required rather than imported by name from this ES module.
const contracts = createRequire(import.meta.url)(
  '../../shared/src/contracts/index.ts',
) as typeof import('../../shared/src/contracts');
const { apiPort, hostApp, remoteNames, remotes, runtimeConfigEnv } = contracts;

export type AppName = 'host' | RemoteName;
export const appNames: AppName[] = ['host', ...remoteNames];
const appPort = (app: AppName) => (app === 'host' ? hostApp.port : remotes[app].port);

export interface Environment {
  name: 'production' | 'demo';
  namespace: string;
  /** Images as the project's CI pushes them: `${registry}/${app}:${tag}` (app: api, host, shop, …). */
  registry: string;
  tag: string;
  /** The site is https://<domain>; each remote on https://<remote>.<domain>; the API on api.<domain>. */
  domain: string;
  ingressClassName: string;
  /** TLS secret for the Ingress (cert-manager or the platform's own). */
  tlsSecretName: string;
  /** Managed PostgreSQL and Redis host names (ExternalName services); absent: in-cluster demo StatefulSets. */
  external?: { postgres: string; redis: string };
  apiReplicas: { min: number; max: number };
  appReplicas: number;
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
    tlsSecretName: 'citylens-tls',
    external: { postgres: 'citylens.postgres.internal', redis: 'citylens.redis.internal' },
    apiReplicas: { min: 2, max: 8 },
    appReplicas: 2,
  },
  {
    name: 'demo',
    namespace: 'citylens-demo',
    registry: 'ghcr.io/citylens',
    tag: '1.0.0',
    domain: 'demo.citylens.example.com',
    ingressClassName: 'nginx',
    tlsSecretName: 'citylens-demo-tls',
    apiReplicas: { min: 2, max: 3 },
    appReplicas: 1,
    canary: { remote: 'shop', tag: '1.1.0-rc.1', percent: 10 },
  },
];

const labels = (component: string) => ({
  'app.kubernetes.io/name': 'citylens',
  'app.kubernetes.io/component': component,
});
const origin = (env: Environment, sub?: string) => `https://${sub ? `${sub}.` : ''}${env.domain}`;
const manifestUrl = (env: Environment, remote: RemoteName, canary = false) =>
  `${origin(env, canary ? `${remote}-canary` : remote)}/mf-manifest.json`;

/** Every container runs as the images' non-root `node` user, with nothing it does not need. */
const restricted = {
  pod: {
    runAsNonRoot: true,
    runAsUser: 1000,
    runAsGroup: 1000,
    fsGroup: 1000,
    seccompProfile: { type: 'RuntimeDefault' as const },
  },
  container: {
    allowPrivilegeEscalation: false,
    readOnlyRootFilesystem: true,
    capabilities: { drop: ['ALL'] },
  },
};

function probes(
  path: string,
  port: number,
): Pick<IContainer, 'readinessProbe' | 'livenessProbe' | 'startupProbe'> {
  const http: IProbe['httpGet'] = { path, port };
  return {
    // The API migrates and seeds under an advisory lock at start: up to 5 minutes on a first deploy.
    startupProbe: { httpGet: http, periodSeconds: 5, failureThreshold: 60 },
    readinessProbe: { httpGet: http, periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
    livenessProbe: { httpGet: http, periodSeconds: 15, timeoutSeconds: 3, failureThreshold: 4 },
  };
}

function service(env: Environment, name: string, port: number, selector = name) {
  return new Service({
    metadata: { name, namespace: env.namespace, labels: labels(name) },
    spec: { selector: labels(selector), ports: [{ name: 'http', port, targetPort: port }] },
  });
}

/** The apps' runtime config (read at container start: moving a remote needs no rebuild). */
function runtimeConfig(env: Environment) {
  const data: Record<string, string> = {
    [runtimeConfigEnv.apiBaseUrl]: origin(env, 'api'),
    CITYLENS_CORS_ORIGINS: origin(env),
  };
  for (const remote of remoteNames) {
    data[runtimeConfigEnv.remote(remote)] = manifestUrl(env, remote);
    const canary = env.canary?.remote === remote ? env.canary : undefined;
    data[runtimeConfigEnv.remoteCanaryUrl(remote)] = canary ? manifestUrl(env, remote, true) : '';
    data[runtimeConfigEnv.remoteCanaryPercent(remote)] = String(canary?.percent ?? 0);
  }
  return new ConfigMap({
    metadata: {
      name: 'citylens-runtime',
      namespace: env.namespace,
      labels: labels('runtime-config'),
    },
    data,
  });
}

function apiConfig(env: Environment) {
  return new ConfigMap({
    metadata: { name: 'citylens-api', namespace: env.namespace, labels: labels('api') },
    data: {
      NODE_ENV: 'production',
      PORT: String(apiPort),
      PUBLIC_API_URL: origin(env, 'api'),
      SITE_URL: origin(env),
      CORS_ORIGINS: [origin(env), ...remoteNames.map((r) => origin(env, r))].join(','),
      REDIS_URL: 'redis://redis:6379',
      // The Ingress controller's pods: private addresses.
      TRUST_PROXY: 'uniquelocal',
      DATA_DIR: '/data',
      MEDIA_DIR: '/media',
      IMAGE_CACHE_DIR: '/media-cache',
      IMAGE_WARM: 'true',
      SEED_DEMO: String(env.name === 'demo'),
    },
  });
}

function appDeployment(env: Environment, app: AppName, canary?: Environment['canary']) {
  const name = canary ? `${app}-canary` : app;
  const port = appPort(app);
  return new Deployment({
    metadata: { name, namespace: env.namespace, labels: labels(name) },
    spec: {
      replicas: canary ? 1 : env.appReplicas,
      selector: { matchLabels: labels(name) },
      template: {
        metadata: { labels: labels(name) },
        spec: {
          securityContext: restricted.pod,
          containers: [
            {
              name: 'app',
              image: `${env.registry}/${app}:${canary?.tag ?? env.tag}`,
              ports: [{ name: 'http', containerPort: port }],
              env: [{ name: 'CITYLENS_APP', value: app }],
              envFrom: [{ configMapRef: { name: 'citylens-runtime' } }],
              resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '256Mi' } },
              securityContext: restricted.container,
              // The archive keeps a pod's earlier hashed chunks; /tmp for the runtime.
              volumeMounts: [
                { name: 'archive', mountPath: '/srv/archive' },
                { name: 'tmp', mountPath: '/tmp' },
              ],
              ...probes('/healthz', port),
            },
          ],
          volumes: [
            { name: 'archive', emptyDir: {} },
            { name: 'tmp', emptyDir: {} },
          ],
        },
      },
    },
  });
}

function api(env: Environment) {
  const deployment = new Deployment({
    metadata: { name: 'api', namespace: env.namespace, labels: labels('api') },
    spec: {
      // The autoscaler owns the count; this is the first rollout's.
      replicas: env.apiReplicas.min,
      selector: { matchLabels: labels('api') },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels('api') },
        spec: {
          securityContext: restricted.pod,
          terminationGracePeriodSeconds: 30,
          containers: [
            {
              name: 'api',
              image: `${env.registry}/api:${env.tag}`,
              ports: [{ name: 'http', containerPort: apiPort }],
              envFrom: [
                { configMapRef: { name: 'citylens-api' } },
                { secretRef: { name: 'citylens-api' } },
              ],
              resources: {
                requests: { cpu: '250m', memory: '256Mi' },
                limits: { memory: '768Mi' },
              },
              securityContext: restricted.container,
              volumeMounts: [
                { name: 'data', mountPath: '/data' },
                { name: 'media', mountPath: '/media' },
                { name: 'media-cache', mountPath: '/media-cache' },
                { name: 'tmp', mountPath: '/tmp' },
              ],
              ...probes('/api/health/', apiPort),
            },
          ],
          volumes: [
            { name: 'data', emptyDir: {} },
            // Originals and uploads, shared by every replica (files written then renamed).
            { name: 'media', persistentVolumeClaim: { claimName: 'citylens-media' } },
            // Rendered widths: rebuilt on demand, so each pod keeps its own.
            { name: 'media-cache', emptyDir: { sizeLimit: '2Gi' } },
            { name: 'tmp', emptyDir: {} },
          ],
        },
      },
    },
  });
  const media = new PersistentVolumeClaim({
    metadata: { name: 'citylens-media', namespace: env.namespace, labels: labels('api') },
    spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: '20Gi' } } },
  });
  const hpa = new HorizontalPodAutoscaler({
    metadata: { name: 'api', namespace: env.namespace, labels: labels('api') },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' },
      minReplicas: env.apiReplicas.min,
      maxReplicas: env.apiReplicas.max,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ],
    },
  });
  const pdb = new PodDisruptionBudget({
    metadata: { name: 'api', namespace: env.namespace, labels: labels('api') },
    spec: { minAvailable: 1, selector: { matchLabels: labels('api') } },
  });
  return [deployment, service(env, 'api', apiPort), media, hpa, pdb];
}

/** PostgreSQL and Redis: the managed services' names in production, StatefulSets in the demo. */
function stores(env: Environment) {
  if (env.external) {
    return (['postgres', 'redis'] as const).map(
      (name) =>
        new Service({
          metadata: { name, namespace: env.namespace, labels: labels(name) },
          spec: { type: 'ExternalName', externalName: env.external![name] },
        }),
    );
  }
  const statefulSet = (
    name: 'postgres' | 'redis',
    image: string,
    port: number,
    container: Partial<IContainer>,
    storage?: string,
  ) =>
    new StatefulSet({
      metadata: { name, namespace: env.namespace, labels: labels(name) },
      spec: {
        serviceName: name,
        replicas: 1,
        selector: { matchLabels: labels(name) },
        template: {
          metadata: { labels: labels(name) },
          spec: { containers: [{ name, image, ports: [{ containerPort: port }], ...container }] },
        },
        ...(storage
          ? {
              volumeClaimTemplates: [
                {
                  metadata: { name: 'data' },
                  spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage } } },
                },
              ],
            }
          : {}),
      },
    });
  return [
    statefulSet(
      'postgres',
      'postgres:16-alpine',
      5432,
      {
        env: [
          { name: 'POSTGRES_USER', value: 'citylens' },
          { name: 'POSTGRES_DB', value: 'citylens' },
          {
            name: 'POSTGRES_PASSWORD',
            valueFrom: { secretKeyRef: { name: 'citylens-demo-postgres', key: 'password' } },
          },
          { name: 'PGDATA', value: '/var/lib/postgresql/data/pgdata' },
        ],
        volumeMounts: [{ name: 'data', mountPath: '/var/lib/postgresql/data' }],
        readinessProbe: {
          exec: { command: ['pg_isready', '-U', 'citylens', '-d', 'citylens'] },
          periodSeconds: 5,
        },
      },
      '5Gi',
    ),
    service(env, 'postgres', 5432),
    statefulSet('redis', 'redis:7-alpine', 6379, {
      args: [
        'redis-server',
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory',
        '128mb',
        '--maxmemory-policy',
        'volatile-ttl',
      ],
      readinessProbe: { exec: { command: ['redis-cli', 'ping'] }, periodSeconds: 5 },
    }),
    service(env, 'redis', 6379),
    // The demo's mail catcher: reset mails are read in its web UI (kubectl port-forward svc/mail 1080).
    new Deployment({
      metadata: { name: 'mail', namespace: env.namespace, labels: labels('mail') },
      spec: {
        replicas: 1,
        selector: { matchLabels: labels('mail') },
        template: {
          metadata: { labels: labels('mail') },
          spec: {
            containers: [
              {
                name: 'mail',
                image: 'maildev/maildev:2.2.1',
                ports: [{ containerPort: 1025 }, { containerPort: 1080 }],
              },
            ],
          },
        },
      },
    }),
    new Service({
      metadata: { name: 'mail', namespace: env.namespace, labels: labels('mail') },
      spec: {
        selector: labels('mail'),
        ports: [
          { name: 'smtp', port: 1025, targetPort: 1025 },
          { name: 'http', port: 1080, targetPort: 1080 },
        ],
      },
    }),
    // Demo values only; production's Secret is made by the platform (see README).
    new Secret({
      metadata: {
        name: 'citylens-demo-postgres',
        namespace: env.namespace,
        labels: labels('postgres'),
      },
      stringData: { password: 'citylens-demo' },
    }),
    new Secret({
      metadata: { name: 'citylens-api', namespace: env.namespace, labels: labels('api') },
      stringData: {
        DATABASE_URL: 'postgres://citylens:citylens-demo@postgres:5432/citylens',
        SMTP_URL: 'smtp://mail:1025',
        JWT_SECRET: 'demo-only-jwt-secret-change-me-0123456789abcdef',
      },
    }),
  ];
}

function ingress(env: Environment) {
  const hosts: { host: string; service: string; port: number }[] = [
    { host: env.domain, service: 'host', port: hostApp.port },
    { host: `api.${env.domain}`, service: 'api', port: apiPort },
    ...remoteNames.map((r) => ({ host: `${r}.${env.domain}`, service: r, port: remotes[r].port })),
    ...(env.canary
      ? [
          {
            host: `${env.canary.remote}-canary.${env.domain}`,
            service: `${env.canary.remote}-canary`,
            port: remotes[env.canary.remote].port,
          },
        ]
      : []),
  ];
  return new Ingress({
    metadata: {
      name: 'citylens',
      namespace: env.namespace,
      labels: labels('ingress'),
      // Uploads are at most 10 MB; multipart framing adds a little.
      annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '11m' },
    },
    spec: {
      ingressClassName: env.ingressClassName,
      tls: [{ hosts: hosts.map((h) => h.host), secretName: env.tlsSecretName }],
      rules: hosts.map(({ host, service: name, port }) => ({
        host,
        http: {
          paths: [
            {
              path: '/',
              pathType: 'Prefix',
              backend: { service: { name, port: { number: port } } },
            },
          ],
        },
      })),
    },
  });
}

/** Every object of one environment, in apply order. */
export function manifests(env: Environment) {
  return [
    new Namespace({ metadata: { name: env.namespace, labels: labels('namespace') } }),
    runtimeConfig(env),
    apiConfig(env),
    ...stores(env),
    ...api(env),
    ...appNames.flatMap((app) => [appDeployment(env, app), service(env, app, appPort(app))]),
    ...(env.canary
      ? [
          appDeployment(env, env.canary.remote, env.canary),
          service(env, `${env.canary.remote}-canary`, remotes[env.canary.remote].port),
        ]
      : []),
    ingress(env),
  ];
}
