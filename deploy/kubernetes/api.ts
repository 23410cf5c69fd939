/** The API: its config, Deployment, media volume, autoscaler and disruption budget. */
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { apiPort, remoteNames, type Environment } from './environments';
import { labels, origin, probes, restricted, service } from './objects';

export function apiConfig(env: Environment) {
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

export function api(env: Environment) {
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
                // The remotes' manifest addresses: telemetry keeps only the releases they name.
                { configMapRef: { name: 'citylens-runtime' } },
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
