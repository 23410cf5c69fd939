import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { apiPort, hostApp, remoteNames, remotes, type Environment } from './environments';
import { labels } from './objects';

/** One Ingress: the site, the API and each remote (and a live canary) on their own host names. */
export function ingress(env: Environment) {
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
