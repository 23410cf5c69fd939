/**
 * The Kubernetes manifests, checked with no cluster: every object of every environment is valid
 * against the Kubernetes API schemas (kubernetes-models' validators), the committed YAML is what
 * render.ts makes now, and the deployment has what running CityLens needs.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { appNames, environments, manifests } from './manifests';

const remoteNames = appNames.filter((app) => app !== 'host');
import { folderOf, renderEnvironment } from './render';
import { flowAllowed, type Policy } from './network-policies.testing';

type Meta = { kind: string; metadata: { name: string; namespace?: string } };

for (const env of environments) {
  test(`${env.name}: every object is valid against the Kubernetes API schemas`, () => {
    const objects = manifests(env);
    assert.ok(objects.length > 15);
    for (const object of objects) {
      const { kind, metadata } = object as unknown as Meta;
      assert.doesNotThrow(() => object.validate(), `${kind} ${metadata.name}`);
    }
  });

  test(`${env.name}: the committed YAML is the current render, and every file parses`, () => {
    const rendered = renderEnvironment(env);
    const folder = folderOf(env);
    assert.deepEqual(
      readdirSync(folder).sort(),
      [...rendered.keys()].sort(),
      'npx tsx deploy/kubernetes/render.ts',
    );
    for (const [file, text] of rendered) {
      const committed = readFileSync(path.join(folder, file), 'utf8');
      assert.equal(
        committed,
        text,
        `${env.name}/${file} is stale: npx tsx deploy/kubernetes/render.ts`,
      );
      for (const document of parseAllDocuments(committed)) assert.deepEqual(document.errors, []);
    }
  });

  test(`${env.name}: five apps and the API with probes, an autoscaled API with a disruption budget, an Ingress for every origin`, () => {
    const objects = manifests(env);
    const byKind = (kind: string) =>
      objects.filter((o) => (o as unknown as Meta).kind === kind) as unknown[];
    const deployments = byKind('Deployment') as Deployment[];
    const probePath = (name: string) => {
      const container = deployments.find((d) => d.metadata!.name === name)!.spec!.template.spec!
        .containers[0]!;
      return [container.readinessProbe?.httpGet?.path, container.livenessProbe?.httpGet?.path];
    };
    for (const app of appNames) assert.deepEqual(probePath(app), ['/healthz', '/healthz'], app);
    assert.deepEqual(probePath('api'), ['/api/health/', '/api/health/']);
    for (const d of deployments.filter(
      (d) => appNames.includes(d.metadata!.name as never) || d.metadata!.name === 'api',
    )) {
      const spec = d.spec!.template.spec!;
      assert.equal(spec.securityContext?.runAsNonRoot, true, d.metadata!.name);
      // Secrets only from the Secret; runtime config only from the ConfigMap.
      const sources = spec.containers[0]!.envFrom!.map(
        (e) => e.configMapRef?.name ?? `secret:${e.secretRef?.name}`,
      );
      assert.ok(sources.includes(d.metadata!.name === 'api' ? 'citylens-api' : 'citylens-runtime'));
    }
    const hpa = byKind('HorizontalPodAutoscaler') as {
      spec: { scaleTargetRef: { name: string }; minReplicas: number };
    }[];
    assert.deepEqual(
      hpa.map((h) => h.spec.scaleTargetRef.name),
      ['api', 'host'],
    );
    assert.ok(hpa[0]!.spec.minReplicas >= 2);
    assert.equal(byKind('PodDisruptionBudget').length, 1);
    const ingress = byKind('Ingress')[0] as Ingress;
    const hosts = ingress.spec!.rules!.map((r) => r.host);
    assert.ok(hosts.includes(env.domain));
    for (const remote of remoteNames) assert.ok(hosts.includes(`${remote}.${env.domain}`), remote);
    // PostgreSQL and Redis: managed (ExternalName) in production, StatefulSets only in the demo.
    const services = byKind('Service') as { metadata: { name: string }; spec: { type?: string } }[];
    const postgres = services.find((s) => s.metadata.name === 'postgres')!;
    if (env.name === 'production') {
      assert.equal(postgres.spec.type, 'ExternalName');
      assert.equal(byKind('StatefulSet').length, 0);
      assert.equal(
        byKind('Secret').length,
        0,
        'production secrets are made by the platform, never committed',
      );
    } else {
      assert.equal(byKind('StatefulSet').length, 2);
    }
    assert.equal(byKind('Secret').length, 0, 'no secret is committed, in any environment');
    // A canary: a second Deployment and the runtime config's canary entry.
    if (env.canary) {
      const name = `${env.canary.remote}-canary`;
      assert.ok(deployments.some((d) => d.metadata!.name === name));
      const config = objects.find(
        (o) => (o as unknown as Meta).metadata.name === 'citylens-runtime',
      ) as unknown as { data: Record<string, string> };
      assert.equal(
        config.data[`CITYLENS_REMOTE_${env.canary.remote.toUpperCase()}_CANARY_PERCENT`],
        String(env.canary.percent),
      );
      assert.ok(hosts.includes(`${name}.${env.domain}`));
    }
  });
}

for (const env of environments) {
  const objects = () => manifests(env) as unknown as (Meta & Record<string, never>)[];

  test(`${env.name}: no secret in the repository: no Secret object, no key or password in its YAML`, () => {
    const folder = folderOf(env);
    for (const file of readdirSync(folder)) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      assert.doesNotMatch(text, /^kind: Secret$/m, file);
      assert.doesNotMatch(text, /JWT_SECRET:|stringData:|postgres:\/\/[^@\s]*:[^@\s]*@/, file);
    }
    // The README says how the secrets are made at install, with random values.
    const readme = readFileSync(path.join(folderOf(env), '..', 'README.md'), 'utf8');
    assert.match(
      readme,
      new RegExp(`kubectl -n ${env.namespace} create secret generic citylens-api`),
    );
  });

  test(`${env.name}: default-deny NetworkPolicies let through only the flows the site uses`, () => {
    const policies = objects().filter((o) => o.kind === 'NetworkPolicy') as unknown as Policy[];
    const deny = policies.find((p) => p.metadata.name === 'default-deny')!;
    assert.deepEqual(deny.spec, { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const can = (from: string, to: string, port: number) =>
      flowAllowed(policies, env.ingressNamespace, from, to, port);
    assert.equal(can('ingress', 'host', 3000), true);
    assert.equal(can('ingress', 'shop', 3003), true);
    assert.equal(can('ingress', 'api', 8000), true);
    assert.equal(can('host', 'api', 8000), true);
    assert.equal(can('host', 'shop', 3003), true);
    // Nothing but the API reaches the stores or the mail catcher; nothing reaches another port.
    for (const app of ['host', 'discovery', 'shop', 'ingress']) {
      assert.equal(can(app, 'postgres', 5432), false, `${app} → postgres`);
      assert.equal(can(app, 'mail', 1080), false, `${app} → mail`);
      assert.equal(can(app, 'redis', 6379), false, `${app} → redis`);
    }
    assert.equal(can('api', 'mail', 1080), false, 'the mail web UI is for port-forward only');
    assert.equal(can('shop', 'host', 3000), false);
    assert.equal(can('ingress', 'api', 9229), false);
    // In the demo the stores are pods (in production, managed services outside the cluster).
    if (!env.external) {
      assert.equal(can('api', 'redis', 6379), true);
      assert.equal(can('api', 'postgres', 5432), true);
      assert.equal(can('api', 'mail', 1025), true);
    }
  });

  test(`${env.name}: the apps get the https site URL (canonical links, sitemap, HSTS); the host renders with two workers and autoscales`, () => {
    const config = objects().find((o) => o.metadata.name === 'citylens-runtime') as unknown as {
      data: Record<string, string>;
    };
    assert.equal(config.data.CITYLENS_SITE_URL, `https://${env.domain}`);
    const host = objects().find(
      (o) => o.kind === 'Deployment' && o.metadata.name === 'host',
    ) as unknown as Deployment;
    const container = host.spec!.template.spec!.containers[0]!;
    assert.ok(container.envFrom!.some((e) => e.configMapRef?.name === 'citylens-runtime'));
    assert.deepEqual(
      container.env!.find((e) => e.name === 'CITYLENS_RENDER_WORKERS'),
      { name: 'CITYLENS_RENDER_WORKERS', value: '2' },
    );
    assert.equal(container.resources!.limits!.memory, '768Mi');
  });
}

test('an invalid object is refused (the validators are really applied)', () => {
  const broken = new Deployment({
    metadata: { name: 'broken' },
    spec: {
      selector: { matchLabels: {} },
      template: {
        spec: { containers: [{ name: 'x', ports: [{ containerPort: 'eighty' as never }] }] },
      },
    },
  });
  assert.throws(() => broken.validate());
});
