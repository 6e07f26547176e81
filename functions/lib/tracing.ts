import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';

/**
 * X-Ray subsegments for the AWS SDK's calls: each DynamoDB, S3, Secrets Manager and SES call of a
 * traced invocation appears in its trace with its operation, table or bucket, status, retries and
 * time, and whether it was a throttle, an error or a fault. A small middleware on the client's stack
 * writes each subsegment to the X-Ray daemon Lambda runs beside the function, as the X-Ray SDK does
 * (JSON over UDP, sent when the call ends), under the invocation's own segment that Lambda's active
 * tracing makes. The X-Ray SDK itself (through Powertools Tracer) would add 125 KB to every bundle.
 *
 * Outside Lambda, or when the invocation is not sampled, nothing is sent.
 */

/** The invocation's trace, from the header Lambda gives it: `Root=1-…;Parent=…;Sampled=1`. */
export interface TraceContext {
  root: string;
  parent: string;
  sampled: boolean;
}

export function parseTraceHeader(header: string | undefined): TraceContext | undefined {
  if (!header) return undefined;
  const fields = new Map(header.split(';').map((part) => part.trim().split('=') as [string, string]));
  const root = fields.get('Root');
  const parent = fields.get('Parent');
  if (!root || !parent) return undefined;
  return { root, parent, sampled: fields.get('Sampled') === '1' };
}

function currentTrace(): TraceContext | undefined {
  // Newer runtimes keep it per invocation in their invoke store; the environment variable is the classic place.
  const store = (globalThis as { awslambda?: { InvokeStore?: { getXRayTraceId?: () => string | undefined } } })
    .awslambda?.InvokeStore;
  return parseTraceHeader(store?.getXRayTraceId?.() ?? process.env._X_AMZN_TRACE_ID);
}

/** `AWS_XRAY_DAEMON_ADDRESS`: `host:port`, or `tcp:host:port udp:host:port`. */
export function daemonAddress(value = process.env.AWS_XRAY_DAEMON_ADDRESS): { host: string; port: number } | undefined {
  if (!value) return undefined;
  const udp = value.split(/\s+/).find((part) => part.startsWith('udp:')) ?? value;
  const match = /^(?:udp:)?([^:\s]+):(\d+)$/.exec(udp);
  return match ? { host: match[1]!, port: Number(match[2]) } : undefined;
}

const PROTOCOL_HEADER = '{"format":"json","version":1}\n';

function send(document: Record<string, unknown>): void {
  const daemon = daemonAddress();
  if (!daemon) return;
  const socket = createSocket('udp4');
  socket.unref();
  // A trace is never worth failing the call it describes: errors are dropped with the socket.
  socket.on('error', () => socket.close());
  socket.send(PROTOCOL_HEADER + JSON.stringify(document), daemon.port, daemon.host, () => socket.close());
}

const THROTTLES = new Set([
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  'RequestThrottled',
]);

interface CallMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
}

/** What X-Ray shows about the resource a call acted on. */
function resourceOf(input: Record<string, unknown>): Record<string, unknown> {
  if (typeof input.TableName === 'string') return { table_name: input.TableName };
  if (input.RequestItems && typeof input.RequestItems === 'object')
    return { table_names: Object.keys(input.RequestItems) };
  if (Array.isArray(input.TransactItems)) {
    const names = input.TransactItems.flatMap((item: Record<string, { TableName?: string }>) =>
      Object.values(item).map((part) => part?.TableName),
    );
    return { table_names: [...new Set(names.filter(Boolean))] };
  }
  if (typeof input.Bucket === 'string') return { bucket_name: input.Bucket };
  return {};
}

interface Stack {
  add(middleware: unknown, options: { step: 'build'; name: string; override?: boolean }): void;
}
type Next = (args: {
  input: Record<string, unknown>;
  request?: { headers?: Record<string, string> };
}) => Promise<{ output?: { $metadata?: CallMetadata; presigned?: unknown } }>;

/** Records a subsegment for each call the client makes while an invocation is traced. Returns the client. */
export function traced<Client extends { middlewareStack: Stack }>(client: Client): Client {
  const middleware =
    (next: Next, context: { clientName?: string; commandName?: string }) =>
    async (args: Parameters<Next>[0]): ReturnType<Next> => {
      const trace = currentTrace();
      if (!trace?.sampled) return next(args);
      const id = randomBytes(8).toString('hex');
      if (args.request?.headers) args.request.headers['X-Amzn-Trace-Id'] = `Root=${trace.root};Parent=${id};Sampled=1`;
      const start = Date.now() / 1000;
      const subsegment = (metadata: CallMetadata | undefined, error?: { name?: string; message?: string }) => {
        const status = metadata?.httpStatusCode;
        const throttled = status === 429 || THROTTLES.has(error?.name ?? '');
        const flags = throttled
          ? { error: true, throttle: true }
          : status && status >= 500
            ? { fault: true }
            : status && status >= 400
              ? { error: true }
              : error
                ? { fault: true }
                : {};
        send({
          type: 'subsegment',
          id,
          trace_id: trace.root,
          parent_id: trace.parent,
          name: (context.clientName ?? 'AWS').replace(/Client$/, ''),
          namespace: 'aws',
          start_time: start,
          end_time: Date.now() / 1000,
          aws: {
            operation: (context.commandName ?? '').replace(/Command$/, ''),
            region: process.env.AWS_REGION,
            ...(metadata?.requestId ? { request_id: metadata.requestId } : {}),
            retries: Math.max((metadata?.attempts ?? 1) - 1, 0),
            ...resourceOf(args.input ?? {}),
          },
          ...(status ? { http: { response: { status } } } : {}),
          ...flags,
          ...(error
            ? {
                cause: {
                  exceptions: [
                    { id: randomBytes(8).toString('hex'), type: error.name, message: error.message, remote: true },
                  ],
                },
              }
            : {}),
        });
      };
      try {
        const result = await next(args);
        // A presigned link is made without a call: nothing to trace.
        if (!result.output?.presigned) subsegment(result.output?.$metadata);
        return result;
      } catch (error) {
        subsegment((error as { $metadata?: CallMetadata }).$metadata, error as Error);
        throw error;
      }
    };
  client.middlewareStack.add(middleware, { step: 'build', name: 'xraySubsegments', override: true });
  return client;
}
