/** Pieces every object is made with: labels, public URLs, the restricted security context, probes, Services. */
import type { IContainer, IProbe } from 'kubernetes-models/v1';
import { Service } from 'kubernetes-models/v1/Service';
import type { RemoteName } from '../../shared/src/contracts';
import type { Environment } from './environments';

export const labels = (component: string) => ({
  'app.kubernetes.io/name': 'citylens',
  'app.kubernetes.io/component': component,
});
export const origin = (env: Environment, sub?: string) =>
  `https://${sub ? `${sub}.` : ''}${env.domain}`;
export const manifestUrl = (env: Environment, remote: RemoteName, canary = false) =>
  `${origin(env, canary ? `${remote}-canary` : remote)}/mf-manifest.json`;

/** Every container runs as the images' non-root `node` user, with nothing it does not need. */
export const restricted = {
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

export function probes(
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

export function service(env: Environment, name: string, port: number, selector = name) {
  return new Service({
    metadata: { name, namespace: env.namespace, labels: labels(name) },
    spec: { selector: labels(selector), ports: [{ name: 'http', port, targetPort: port }] },
  });
}
