/** The five front-end apps: their runtime config, one Deployment each (and a remote's canary). */
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import {
  appPort,
  remoteNames,
  runtimeConfigEnv,
  type AppName,
  type Environment,
} from './environments';
import { labels, manifestUrl, origin, probes, restricted } from './objects';

/** The apps' runtime config (read at container start: moving a remote needs no rebuild). */
export function runtimeConfig(env: Environment) {
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

export function appDeployment(env: Environment, app: AppName, canary?: Environment['canary']) {
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
              env: [
                { name: 'CITYLENS_APP', value: app },
                // Each render worker holds the host's and remotes' server builds: one fits the
                // memory limit; more pages at once come from more replicas.
                ...(app === 'host' ? [{ name: 'CITYLENS_RENDER_WORKERS', value: '1' }] : []),
              ],
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
