/** The load test's visitors as autocannon crowds, each request recording its own sample. */
import autocannon from 'autocannon';
import { record } from './samples';
import { SECONDS } from './settings';

interface Flow {
  kind: string;
  sentAt: number;
}

/** One autocannon instance: `connections` visitors repeating `requests`, at most `rate` req/s. */
export function crowd(
  name: string,
  url: string,
  connections: number,
  rate: number | undefined,
  requests: autocannon.Request[],
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        overallRate: rate,
        duration: SECONDS,
        timeout: 10,
        requests,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // No answer at all: the request is recorded as failed when the error arrives.
    instance.on('reqError', () => record(`${name} (no answer)`, Date.now(), 0));
  });
}

/** A request that records its own kind, latency and status. */
export function timed(
  kind: string,
  build: (context: Record<string, unknown>) => Partial<autocannon.Request>,
  onAnswer?: (status: number, body: string, context: Record<string, unknown>) => void,
): autocannon.Request {
  return {
    method: 'GET',
    setupRequest: (request, context) => {
      const state = context as Record<string, unknown>;
      const flow: Flow = { kind, sentAt: Date.now() };
      state.flow = flow;
      return { ...request, ...build(state) } as autocannon.Request;
    },
    onResponse: (status, body, context) => {
      const state = context as Record<string, unknown>;
      const flow = state.flow as Flow;
      record(flow.kind, flow.sentAt, status);
      onAnswer?.(status, body, state);
    },
  };
}
