import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Structured logs: one JSON line per entry (CloudWatch Logs Insights can query its fields), or a
 * readable line when LOG_FORMAT=pretty (the local stack). Kept to node built-ins so bundles stay small.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

/** Who and what one invocation is about; set per request, so concurrent local requests never mix. */
export interface LogContext {
  requestId?: string;
  route?: string;
  userId?: string;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const MAX_CAUSE_DEPTH = 5;

const contextStorage = new AsyncLocalStorage<LogContext>();

export function runWithLogContext<T>(context: LogContext, run: () => T): T {
  return contextStorage.run({ ...context }, run);
}

/** Adds to the current invocation's context (e.g. the caller, once authenticated). */
export function addLogContext(fields: LogContext): void {
  const context = contextStorage.getStore();
  if (context) Object.assign(context, fields);
}

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  code?: unknown;
  cause?: SerializedError | unknown;
}

export function serializeError(
  error: unknown,
  options: { stack?: boolean } = {},
  depth = 0,
): SerializedError | unknown {
  if (!(error instanceof Error)) return error;
  const serialized: SerializedError = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) serialized.code = code;
  if (options.stack !== false && error.stack) serialized.stack = error.stack;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    serialized.cause = serializeError(error.cause, options, depth + 1);
  return serialized;
}

type Sink = (line: string) => void;
let sink: Sink = (line) => process.stdout.write(`${line}\n`);

/** For tests: capture lines instead of writing them. Returns the previous sink. */
export function setLogSink(next: Sink): Sink {
  const previous = sink;
  sink = next;
  return previous;
}

function minimumLevel(): LogLevel {
  const level = process.env.LOG_LEVEL?.toLowerCase();
  return level && level in RANK ? (level as LogLevel) : 'info';
}

function prettyLine(entry: Record<string, unknown>): string {
  const { level, message, timestamp, requestId, route, userId, error, ...rest } = entry;
  const time = String(timestamp).slice(11, 19);
  const parts = [time, String(level).toUpperCase().padEnd(5)];
  if (route) parts.push(String(route));
  if (requestId) parts.push(`req=${String(requestId).slice(0, 8)}`);
  if (userId) parts.push(`user=${String(userId)}`);
  parts.push(String(message));
  if (Object.keys(rest).length) parts.push(JSON.stringify(rest));
  let line = parts.join(' ');
  for (let cause: unknown = error, prefix = ''; cause !== undefined; prefix = 'Caused by: ') {
    const described = cause as Partial<SerializedError> | null;
    line += `\n  ${prefix}${described?.stack ?? (described?.name ? `${described.name}: ${described.message}` : JSON.stringify(cause))}`;
    cause = described?.name ? described.cause : undefined;
  }
  return line;
}

function write(level: LogLevel, message: string, fields: LogFields = {}): void {
  if (RANK[level] < RANK[minimumLevel()]) return;
  const { error, ...extra } = fields;
  const entry: Record<string, unknown> = {
    level,
    message,
    timestamp: new Date().toISOString(),
    ...contextStorage.getStore(),
    ...extra,
    ...(error === undefined ? {} : { error: serializeError(error) }),
  };
  let line: string;
  try {
    line = process.env.LOG_FORMAT === 'pretty' ? prettyLine(entry) : JSON.stringify(entry);
  } catch (error) {
    // A field that cannot be serialized (a cycle, a BigInt) must not turn a log call into a failure.
    line = JSON.stringify({
      level,
      message,
      timestamp: entry.timestamp,
      ...contextStorage.getStore(),
      logError: String(error),
    });
  }
  sink(line);
}

/** `fields.error` (any thrown value) is written with its name, message, stack and causes. */
export const logger = {
  debug: (message: string, fields?: LogFields) => write('debug', message, fields),
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
};
