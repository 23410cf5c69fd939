import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * How the API logs. On a terminal (a developer's `pnpm start`), as text through pino-pretty; under
 * CI, in a container, or piped anywhere (no TTY), as one JSON object a line for machines to read.
 */
export function loggerOptions(
  level: string,
  { isTTY = Boolean(process.stdout.isTTY), env = process.env } = {},
): { level: string; transport?: { target: string; options: Record<string, unknown> } } {
  if (!isTTY || env.CI) return { level };
  let target: string;
  try {
    target = createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    // A development dependency: the production image has none, even on a terminal (`docker run -t`).
    return { level };
  }
  return {
    level,
    transport: {
      target,
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/**
 * One line per request, at debug only (LOG_LEVEL=debug or trace): Fastify's own two lines a
 * request at info were about 20 a page view, and buried the lines that matter. A request that
 * errors keeps Fastify's line at error level.
 */
export class RequestLogAtDebug extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
