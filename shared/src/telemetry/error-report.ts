import { TELEMETRY_LIMITS } from '../contracts';

/** An error's message and stack as a telemetry record carries them. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Non-error thrown' };
}

/**
 * Keeps only the frames from the owner's own files, as paths without query strings, so the
 * record stays small and names no other team's code (nor anything a URL might carry).
 */
export function trimStack(stack: string | undefined, base: string): string | undefined {
  if (!stack) return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => line.includes(base))
    .map((line) =>
      line
        .trim()
        .replace(/\?[^:)\s]*/g, '')
        .replace(base, '/'),
    );
  const text = frames.join('\n').slice(0, TELEMETRY_LIMITS.stackChars);
  return text || undefined;
}
