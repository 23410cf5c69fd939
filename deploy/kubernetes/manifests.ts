/**
 * CityLens on Kubernetes, written in TypeScript with kubernetes-models: every object is typed
 * here and validated against the Kubernetes API schemas by manifests.test.ts, with no cluster
 * and no binary. render.ts writes each environment to `<environment>/` as plain YAML plus a
 * kustomization.yaml, which is what a platform team applies: `kubectl apply -k deploy/kubernetes/production`.
 */
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { api, apiConfig } from './api';
import { appDeployment, hostAutoscaler, runtimeConfig } from './apps';
import { appNames, appPort, remotes, type Environment } from './environments';
import { ingress } from './ingress';
import { networkPolicies } from './network-policies';
import { labels, service } from './objects';
import { stores } from './stores';

export { appNames, environments, type AppName, type Environment } from './environments';

/** Every object of one environment, in apply order. */
export function manifests(env: Environment) {
  return [
    new Namespace({ metadata: { name: env.namespace, labels: labels('namespace') } }),
    ...networkPolicies(env),
    runtimeConfig(env),
    apiConfig(env),
    ...stores(env),
    ...api(env),
    ...appNames.flatMap((app) => [appDeployment(env, app), service(env, app, appPort(app))]),
    hostAutoscaler(env),
    ...(env.canary
      ? [
          appDeployment(env, env.canary.remote, env.canary),
          service(env, `${env.canary.remote}-canary`, remotes[env.canary.remote].port),
        ]
      : []),
    ingress(env),
  ];
}
