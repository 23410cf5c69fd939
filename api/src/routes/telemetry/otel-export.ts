import { SeverityNumber } from '@opentelemetry/api-logs';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import type { TelemetryRecord } from '@citylens/shared/contracts';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, each stored record is also exported through the official
 * OpenTelemetry SDK: loads, fallbacks and errors as counters, load times and Web Vitals as
 * histograms, errors as log records; all with remote, release and variant as attributes.
 */
export function otelExport(endpoint: string) {
  const resource = resourceFromAttributes({ 'service.name': 'citylens-web' });
  const base = endpoint.replace(/\/$/, '');
  const meterProvider = new MeterProvider({
    resource,
    readers: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: `${base}/v1/metrics` }),
        exportIntervalMillis: 60_000,
      }),
    ],
  });
  const loggerProvider = new LoggerProvider({
    resource,
    processors: [new BatchLogRecordProcessor(new OTLPLogExporter({ url: `${base}/v1/logs` }))],
  });
  const meter = meterProvider.getMeter('citylens.telemetry');
  const logger = loggerProvider.getLogger('citylens.telemetry');
  const loads = meter.createCounter('citylens.remote.loads');
  const fallbacks = meter.createCounter('citylens.remote.fallbacks');
  const errors = meter.createCounter('citylens.remote.errors');
  const loadTime = meter.createHistogram('citylens.remote.load_time', { unit: 'ms' });
  const vitals = meter.createHistogram('citylens.web_vitals');

  return {
    record(records: TelemetryRecord[]): void {
      for (const r of records) {
        const attributes = { remote: r.remote, release: r.release, variant: r.variant };
        if (r.kind === 'load') {
          loads.add(1, { ...attributes, outcome: r.outcome });
          if (r.outcome === 'fell-back' || r.outcome === 'refused') {
            fallbacks.add(1, { ...attributes, phase: r.phase ?? 'unknown' });
          }
          if (r.renderMs !== undefined) loadTime.record(r.renderMs, attributes);
        } else if (r.kind === 'vital') {
          vitals.record(r.value, { ...attributes, name: r.name });
        } else {
          errors.add(1, attributes);
          logger.emit({
            severityNumber: SeverityNumber.ERROR,
            severityText: 'ERROR',
            body: r.message,
            attributes: { ...attributes, source: r.source, stack: r.stack ?? '' },
          });
        }
      }
    },
    async close(): Promise<void> {
      await Promise.allSettled([meterProvider.shutdown(), loggerProvider.shutdown()]);
    },
  };
}
