import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IContainer } from 'kubernetes-models/v1';
import { Service } from 'kubernetes-models/v1/Service';
import type { Environment } from './environments';
import { labels, service } from './objects';

type StoreName = 'postgres' | 'redis';

/** PostgreSQL and Redis: the managed services' names in production, StatefulSets in the demo. */
export function stores(env: Environment) {
  if (env.external) {
    const external = env.external;
    return (['postgres', 'redis'] as const).map(
      (name) =>
        new Service({
          metadata: { name, namespace: env.namespace, labels: labels(name) },
          spec: { type: 'ExternalName', externalName: external[name] },
        }),
    );
  }
  return [
    demoPostgres(env),
    service(env, 'postgres', 5432),
    demoRedis(env),
    service(env, 'redis', 6379),
    ...demoMailCatcher(env),
    // No Secret here: the demo's are made at install with random values (see README), never
    // committed, or anyone could sign a token for any user of a demo with a public address.
  ];
}

/** One store's single replica, with a volume claim when it keeps data. */
function storeStatefulSet(
  env: Environment,
  name: StoreName,
  image: string,
  port: number,
  container: Partial<IContainer>,
  storage?: string,
) {
  return new StatefulSet({
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
}

/** The demo's database: its password from the install-time Secret, its data on a 5Gi volume. */
function demoPostgres(env: Environment) {
  return storeStatefulSet(
    env,
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
  );
}

/** The demo's Redis: in memory only, nothing kept on disk. */
function demoRedis(env: Environment) {
  return storeStatefulSet(env, 'redis', 'redis:7-alpine', 6379, {
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
  });
}

/** The demo's mail catcher: reset mails are read in its web UI (kubectl port-forward svc/mail 1080). */
function demoMailCatcher(env: Environment) {
  return [
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
  ];
}
