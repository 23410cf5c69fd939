/** The five front-end apps: their runtime config, one Deployment each (and a remote's canary). */
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import {
  apiPort,
  appPort,
  remoteNames,
  remotes,
  runtimeConfigEnv,
  serverRemoteUrlEnv,
  type AppName,
  type Environment,
} from './environments';
import { labels, manifestUrl, origin, probes, restricted } from './objects';

/** The apps' runtime config (read at container start: moving a remote needs no rebuild). */
export function runtimeConfig(env: Environment) {
  const data: Record<string, string> = {
    [runtimeConfigEnv.apiBaseUrl]: origin(env, 'api'),
    CITYLENS_CORS_ORIGINS: origin(env),
    // Canonical links, og:url, the sitemap and robots; HSTS, as the site is https.
    CITYLENS_SITE_URL: origin(env),
    // The host's renders (and the API's release check) reach the API and remotes in the cluster.
    CITYLENS_SERVER_API_URL: `http://api:${apiPort}`,
  };
  for (const remote of remoteNames) {
    data[runtimeConfigEnv.remote(remote)] = manifestUrl(env, remote);
    const port = remotes[remote].port;
    data[serverRemoteUrlEnv(remote)] = `http://${remote}:${port}/mf-manifest.json`;
    const canary = env.canary?.remote === remote ? env.canary : undefined;
    if (canary) {
      data[serverRemoteUrlEnv(remote).replace(/_URL$/, '_CANARY_URL')] =
        `http://${remote}-canary:${port}/mf-manifest.json`;
    }
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

export function appDeployment(env: Environment, app: AppName, canary?: Environment['canary']) {
  const name = canary ? `${app}-canary` : app;
  const port = appPort(app);
  return new Deployment({
    metadata: { name, namespace: env.namespace, labels: labels(name) },
    spec: {
      // The host's autoscaler owns its count; this is the first rollout's.
      replicas: canary ? 1 : app === 'host' ? env.hostReplicas.min : env.appReplicas,
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
              env: [
                { name: 'CITYLENS_APP', value: app },
                // Each render worker holds the host's and remotes' server builds (about 150 Mi):
                // two render side by side within the limit; more pages come from more replicas.
                ...(app === 'host' ? [{ name: 'CITYLENS_RENDER_WORKERS', value: '2' }] : []),
              ],
              envFrom: [{ configMapRef: { name: 'citylens-runtime' } }],
              resources:
                app === 'host'
                  ? { requests: { cpu: '500m', memory: '512Mi' }, limits: { memory: '768Mi' } }
                  : { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '256Mi' } },
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

/** The host renders pages: more replicas when its CPU is busy (the render workers are CPU-bound). */
export function hostAutoscaler(env: Environment) {
  return new HorizontalPodAutoscaler({
    metadata: { name: 'host', namespace: env.namespace, labels: labels('host') },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'host' },
      minReplicas: env.hostReplicas.min,
      maxReplicas: env.hostReplicas.max,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 60 } },
        },
      ],
    },
  });
}
