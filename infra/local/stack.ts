import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { db } from '#lib/db.js';
import { logger } from '#lib/logger.js';
import { s3 as s3Client } from '#lib/s3.js';
import { bindingsOf, routes, type RouteDef } from '#shared/routes.js';
import { handleApiRequest } from './adapter.js';
import { enforceLocalIam } from './local-iam.js';
import { localBind, LOCAL_TABLE, type LocalRazorpaySecrets, type LocalResources } from './bindings.js';
import { startDynamo, type RunningDynamo } from './dynamodb.js';
import { LocalStartError } from './ports.js';
import { startRazorpayStandin, type RunningStandin } from './razorpay-standin.js';
import { startS3, type RunningS3 } from './s3.js';
import { servePublicMedia } from './public-media.js';
import { localPageRenderer, pageFunctionFile } from './pages.js';
import { serveStatic } from './static.js';
import { ensureTable } from './table.js';
import { contentSecurityPolicy, securityHeaders } from '#shared/security-headers.js';
import { startTranscodeWorker, type RunningTranscodeWorker } from './transcode-worker.js';

export { LOCAL_TABLE };
const REGION = 'ap-south-1';

export interface LocalStackOptions {
  /** Where DynamoDB Local and s3rver keep their files; without it the data lives in memory / a temp folder. */
  dataDir?: string;
  s3Dir: string;
  port: number;
  host?: string;
  jwtSecret: string;
  /** The local Razorpay keys and webhook secret (.data/secrets.json); random ones when not given. */
  razorpay?: LocalRazorpaySecrets;
  /** The built web app; without it only /api is served. */
  webRoot?: string;
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  port: number;
  dynamoEndpoint: string;
  s3Endpoint: string;
  /** The Razorpay stand-in: its URL, the secrets it signs with, and a wait for its webhooks. */
  razorpay: LocalRazorpaySecrets & { url: string; webhooksDelivered(): Promise<void> };
  stop(): Promise<void>;
}

/** s3rver accepts only its own fixed key pair; DynamoDB Local accepts any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * The settings the handlers read at cold start, pointed at the emulators: every route's bindings
 * (infra/local/bindings.ts), since locally all handlers share one process. Local credentials always
 * win over any in the shell, so nothing here can reach a real AWS account.
 */
export function localEnvironment(local: LocalResources): Record<string, string> {
  const bindings = new Set((routes as readonly RouteDef[]).flatMap((route) => bindingsOf(route)));
  return {
    ...Object.assign({}, ...[...bindings].map((binding) => localBind(binding, local))),
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    // Lambda runs Node 22; the SDK's notice about this machine's Node 20 says nothing about it.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // The same log lines as in AWS, printed for a person reading a terminal.
    LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
  };
}

function randomRazorpaySecrets(): LocalRazorpaySecrets {
  const random = (bytes: number) => randomBytes(bytes).toString('base64url');
  return { keyId: `rzp_test_local${random(6)}`, keySecret: random(24), webhookSecret: random(24) };
}

let enforcing = false;
/** The handlers' clients are module singletons: the IAM check goes in front of them once per process. */
function enforceOnce(): void {
  if (enforcing) return;
  enforcing = true;
  enforceLocalIam({ dynamo: db(), s3: s3Client() });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  let dynamo: RunningDynamo | undefined;
  let s3: RunningS3 | undefined;
  let server: Server | undefined;
  let razorpay: RunningStandin | undefined;
  let transcoder: RunningTranscodeWorker | undefined;
  const stop = async () => {
    await transcoder?.stop();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await razorpay?.stop().catch(() => undefined);
    await s3?.stop().catch(() => undefined);
    await dynamo?.stop();
  };
  try {
    dynamo = await startDynamo({ dataDir: options.dataDir && join(options.dataDir, 'dynamodb') });
    log(`DynamoDB Local on ${dynamo.endpoint}`);
    try {
      await ensureTable(
        new DynamoDBClient({ endpoint: dynamo.endpoint, region: REGION, credentials: LOCAL_CREDENTIALS }),
        LOCAL_TABLE,
      );
    } catch (error) {
      throw new LocalStartError(
        `DynamoDB Local could not open the local table (${(error as Error).message}).` +
          (options.dataDir
            ? ` The data in ${options.dataDir} may be damaged: delete it to start fresh (rm -rf ${options.dataDir}).`
            : ''),
      );
    }
    s3 = await startS3({ directory: options.s3Dir });
    log(`S3 (s3rver) on ${s3.endpoint}`);
    const razorpaySecrets = options.razorpay ?? randomRazorpaySecrets();
    razorpay = await startRazorpayStandin(razorpaySecrets);
    log(`Razorpay stand-in on ${razorpay.url}`);
    Object.assign(
      process.env,
      localEnvironment({
        dynamoEndpoint: dynamo.endpoint,
        s3Endpoint: s3.endpoint,
        jwtSecret: options.jwtSecret,
        razorpay: razorpaySecrets,
        razorpayApiUrl: razorpay.url,
      }),
    );

    enforceOnce();
    transcoder = startTranscodeWorker(log);

    let siteUrl = process.env.SITE_URL || '';
    const web = options.webRoot
      ? serveStatic(options.webRoot, {
          siteUrl: () => siteUrl,
          renderPage: localPageRenderer(pageFunctionFile(options.webRoot)),
        })
      : undefined;
    const publicMedia = servePublicMedia(s3.endpoint, s3.bucket);
    // The headers CloudFront adds to every reply in AWS, with the local S3 and Razorpay stand-in in place of theirs.
    const standinOrigin = new URL(razorpay.url).origin;
    const headers = Object.entries(
      securityHeaders(
        contentSecurityPolicy({
          media: [s3.endpoint],
          images: [s3.endpoint],
          checkout: { script: standinOrigin, api: standinOrigin },
        }),
      ),
    );
    server = createServer((req, res) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === '/api' || path.startsWith('/api/')) {
        handleApiRequest(req, res).catch((error) => {
          logger.error('API request failed outside its handler', { error, path });
          if (!res.headersSent) res.writeHead(500).end();
        });
      } else if (path.startsWith('/public/')) {
        publicMedia(req, res);
      } else if (web) {
        web(req, res);
      } else {
        res.writeHead(404).end();
      }
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new LocalStartError(
                `Port ${options.port} is already in use. Stop whatever uses it, or start on another port: PORT=3001 npm start`,
              )
            : error,
        ),
      );
      listening.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
    });
    const port = (listening.address() as { port: number }).port;
    // The page function's settings, as the stack sets them in AWS: the site's address and the API's.
    siteUrl ||= `http://localhost:${port}`;
    Object.assign(process.env, { SITE_URL: siteUrl, API_URL: `http://127.0.0.1:${port}` });
    razorpay.setWebhookTarget(`http://127.0.0.1:${port}/api/razorpay/webhook`);
    const standin = razorpay;
    return {
      url: `http://localhost:${port}`,
      port,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      razorpay: { ...razorpaySecrets, url: standin.url, webhooksDelivered: () => standin.webhooksDelivered() },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
