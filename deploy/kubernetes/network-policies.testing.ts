/**
 * For manifests.test.ts: would the NetworkPolicies let a connection through? Pods are named by
 * their component label; `ingress` is the Ingress controller, in its own namespace. Kubernetes'
 * rules: a flow needs an egress rule of some policy selecting the sender (when any selects it)
 * and an ingress rule of some policy selecting the receiver (when any selects it).
 */
type Selector = {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};
type Peer = { podSelector?: Selector; namespaceSelector?: Selector };
type Rule = { ports?: { port?: number | string }[] };
export interface Policy {
  metadata: { name: string };
  spec: {
    podSelector: Selector;
    policyTypes?: string[];
    ingress?: (Rule & { from?: Peer[] })[];
    egress?: (Rule & { to?: Peer[] })[];
  };
}

const COMPONENT = 'app.kubernetes.io/component';

function selects(selector: Selector, labels: Record<string, string>): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every(
    (e) => e.operator === 'In' && e.values!.includes(labels[e.key] ?? ''),
  );
  return byLabel && byExpression;
}

function peerMatches(peer: Peer, pod: string, ingressNamespace: string): boolean {
  const namespace = pod === 'ingress' ? ingressNamespace : 'site';
  const labels: Record<string, string> = pod === 'ingress' ? {} : { [COMPONENT]: pod };
  if (peer.namespaceSelector) {
    const inNamespace = selects(peer.namespaceSelector, {
      'kubernetes.io/metadata.name': namespace,
    });
    return inNamespace && (!peer.podSelector || selects(peer.podSelector, labels));
  }
  return namespace === 'site' && selects(peer.podSelector ?? {}, labels);
}

const portMatches = (rule: Rule, port: number) =>
  !rule.ports || rule.ports.some((p) => p.port === undefined || p.port === port);

export function flowAllowed(
  policies: Policy[],
  ingressNamespace: string,
  from: string,
  to: string,
  port: number,
): boolean {
  const label = (pod: string) => ({ [COMPONENT]: pod });
  if (from !== 'ingress') {
    const egress = policies.filter(
      (p) => p.spec.policyTypes?.includes('Egress') && selects(p.spec.podSelector, label(from)),
    );
    const out = egress.some((p) =>
      (p.spec.egress ?? []).some(
        (rule) =>
          portMatches(rule, port) &&
          (!rule.to || rule.to.some((peer) => peerMatches(peer, to, ingressNamespace))),
      ),
    );
    if (egress.length > 0 && !out) return false;
  }
  const ingress = policies.filter(
    (p) => p.spec.policyTypes?.includes('Ingress') && selects(p.spec.podSelector, label(to)),
  );
  return (
    ingress.length === 0 ||
    ingress.some((p) =>
      (p.spec.ingress ?? []).some(
        (rule) =>
          portMatches(rule, port) &&
          (!rule.from || rule.from.some((peer) => peerMatches(peer, from, ingressNamespace))),
      ),
    )
  );
}
