/**
 * Log form of an error without the data it carries. Database errors name the query's values
 * (drizzle's "params: …", PostgreSQL's "Key (email)=(…)" detail): an address, a password hash
 * or a cardholder must never reach a log line. Kept: type, code, constraint, the SQL text with
 * its $n placeholders, and the stack frames.
 */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity', 'statusCode'];

function cleanMessage(message: string): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>".
  return message.replace(/\nparams:[\s\S]*$/, '').slice(0, 2000);
}

export function redactError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error).slice(0, 200) };
  const source = error as Record<string, unknown> & {
    name?: string;
    message?: string;
    stack?: string;
  };
  const message = cleanMessage(typeof source.message === 'string' ? source.message : '');
  const type = (error as object).constructor?.name ?? 'Error';
  const frames =
    typeof source.stack === 'string'
      ? source.stack.split('\n').filter((l) => /^\s+at /.test(l))
      : [];
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${source.name ?? type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_FIELDS) {
    if (typeof source[field] === 'string' || typeof source[field] === 'number')
      out[field] = source[field];
  }
  if (source.cause && depth < 3) out.cause = redactError(source.cause, depth + 1);
  return out;
}
