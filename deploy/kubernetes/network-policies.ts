/**
 * Network policies: nothing reaches a pod, and a pod reaches nothing, unless a flow the site uses
 * allows it. The mail catcher (reset links) and PostgreSQL answer the API alone.
 */
import type {
  INetworkPolicyPeer,
  INetworkPolicyPort,
} from 'kubernetes-models/networking.k8s.io/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { apiPort, appNames, appPort, remoteNames, type Environment } from './environments';
import { labels } from './objects';

const COMPONENT = 'app.kubernetes.io/component';
const pods = (...components: string[]) => ({
  matchExpressions: [{ key: COMPONENT, operator: 'In' as const, values: components }],
});
const tcp = (...ports: number[]): INetworkPolicyPort[] =>
  ports.map((port) => ({ protocol: 'TCP', port }));

/** The five apps and a remote's canary: what the Ingress and the host's renders reach. */
const appComponents = (env: Environment) => [
  ...appNames,
  ...(env.canary ? [`${env.canary.remote}-canary`] : []),
];
const appPorts = (env: Environment) => [
  ...new Set([...appNames.map(appPort), ...(env.canary ? [appPort(env.canary.remote)] : [])]),
];

function policy(
  env: Environment,
  name: string,
  spec: Omit<NonNullable<NetworkPolicy['spec']>, 'podSelector'> & {
    podSelector?: NonNullable<NetworkPolicy['spec']>['podSelector'];
  },
) {
  return new NetworkPolicy({
    metadata: { name, namespace: env.namespace, labels: labels('network-policy') },
    spec: { podSelector: {}, ...spec },
  });
}

export function networkPolicies(env: Environment) {
  const ingressController: INetworkPolicyPeer = {
    namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': env.ingressNamespace } },
  };
  const inCluster = !env.external;
  const stores = inCluster
    ? [
        { to: [{ podSelector: pods('postgres') }], ports: tcp(5432) },
        { to: [{ podSelector: pods('redis') }], ports: tcp(6379) },
        { to: [{ podSelector: pods('mail') }], ports: tcp(1025) },
      ]
    : // Managed PostgreSQL, Redis and the mail provider are outside the cluster: by port only.
      [{ ports: tcp(5432, 6379, 25, 465, 587) }];
  return [
    // Everything is refused unless a policy below allows it, both ways.
    policy(env, 'default-deny', { policyTypes: ['Ingress', 'Egress'] }),
    policy(env, 'dns', {
      policyTypes: ['Egress'],
      egress: [
        {
          to: [{ namespaceSelector: {}, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }],
          ports: [
            { protocol: 'UDP', port: 53 },
            { protocol: 'TCP', port: 53 },
          ],
        },
      ],
    }),
    // Visitors through the Ingress controller; the host's server renders with the remotes' builds.
    policy(env, 'apps', {
      podSelector: pods(...appComponents(env)),
      policyTypes: ['Ingress', 'Egress'],
      ingress: [
        { from: [ingressController], ports: tcp(...appPorts(env)) },
        { from: [{ podSelector: pods('host', 'api') }], ports: tcp(...appPorts(env)) },
      ],
      egress: [
        { to: [{ podSelector: pods('api') }], ports: tcp(apiPort) },
        {
          to: [{ podSelector: pods(...remoteNames, ...appComponents(env).slice(appNames.length)) }],
          ports: tcp(...appPorts(env)),
        },
      ],
    }),
    // The API: from the Ingress and the apps; to its stores, the mail server and the remotes'
    // manifests (telemetry keeps only the releases they name).
    policy(env, 'api', {
      podSelector: pods('api'),
      policyTypes: ['Ingress', 'Egress'],
      ingress: [
        {
          from: [ingressController, { podSelector: pods(...appComponents(env)) }],
          ports: tcp(apiPort),
        },
      ],
      egress: [
        ...stores,
        { to: [{ podSelector: pods(...appComponents(env)) }], ports: tcp(...appPorts(env)) },
      ],
    }),
    ...(inCluster
      ? [
          policy(env, 'stores', {
            podSelector: pods('postgres', 'redis', 'mail'),
            policyTypes: ['Ingress'],
            ingress: [{ from: [{ podSelector: pods('api') }], ports: tcp(5432, 6379, 1025) }],
          }),
        ]
      : []),
  ];
}
