import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ALL_BINDINGS, type Binding, dataBinding, type DataBinding } from '#shared/bindings.js';
import { guardSending } from '#domain/mail/index.js';

/**
 * IAM, locally. In AWS each function's role allows exactly its bindings' actions on their areas
 * (infra/bindings.ts); locally every handler shares one process and one set of credentials, so a
 * missing binding would only show once deployed. This checks every DynamoDB and S3 call a handler
 * makes (presigned URLs included, when they are signed) against the bindings of the route it runs
 * for, the way IAM would, and refuses the call with the binding to add. Code that runs for no
 * route (the seed, admin:create, tests calling the domain directly) is not limited, like an operator.
 */
interface Caller {
  readonly who: string;
  readonly granted: readonly DataBinding[];
  /** The binding each of `granted` comes from, in the same order. */
  readonly grantedNames: readonly Binding[];
  /** Sending e-mail (SES's ses:SendEmail in AWS). */
  readonly mail: boolean;
}

const callers = new AsyncLocalStorage<Caller>();

/** Runs `run` with the permissions of these bindings, as the function `who` would have in AWS. */
export function runWithBindings<T>(who: string, bindings: readonly Binding[], run: () => T): T {
  const grantedNames = bindings.filter((binding) => dataBinding(binding) !== undefined);
  const granted = grantedNames.map((binding) => dataBinding(binding)!);
  return callers.run({ who, granted, grantedNames, mail: bindings.includes('mail') }, run);
}

/**
 * With BINDING_USE_FILE set (the integration suite sets it), each binding a caller's call was allowed by
 * is written there once per process as `who<TAB>binding`: test/bindings/prove.ts reads it to find the
 * declared bindings no test needed.
 */
const useFile = process.env.BINDING_USE_FILE;
if (useFile) mkdirSync(dirname(useFile), { recursive: true });
const recordedUse = new Set<string>();

function recordUse(caller: Caller, accesses: readonly Access[]): void {
  if (!useFile) return;
  for (const access of accesses) {
    caller.granted.forEach((data, index) => {
      if (!allows(data, access)) return;
      const line = `${caller.who}\t${caller.grantedNames[index]}`;
      if (recordedUse.has(line)) return;
      recordedUse.add(line);
      try {
        appendFileSync(useFile, `${line}\n`);
      } catch (error) {
        // The record is for the tests' proof only: the call itself goes on, and the proof reports the gap.
        console.error(`Local IAM: could not record the use of ${line.replace('\t', ' ')}: ${String(error)}`);
      }
    });
  }
}

export class LocalAccessDenied extends Error {
  override readonly name = 'AccessDeniedException';
}

/** One thing a call does: an action on an item (leading key), an index partition or an object key. */
export interface Access {
  readonly action: string;
  /** DynamoDB: the partition key; S3: the object key, or the listed prefix. */
  readonly target: string;
  /** A Query on an index: its name. */
  readonly index?: string;
}

/** IAM's StringLike: `*` matches any run of characters. */
const like = (pattern: string, value: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(value);

function allows(data: DataBinding, access: Access): boolean {
  if (data.action !== access.action) return false;
  if (data.kind === 'media') return like(`${data.prefix}*`, access.target);
  if ((data.kind === 'index' ? data.index : undefined) !== access.index) return false;
  return data.leadingKeys.some((pattern) => like(pattern, access.target));
}

/** The binding that would allow the access, to name in the refusal. */
export function bindingFor(access: Access): Binding | undefined {
  return ALL_BINDINGS.find((binding) => {
    const data = dataBinding(binding);
    return data !== undefined && allows(data, access);
  });
}

/** Of these accesses, the first the caller's bindings do not allow. */
export function firstRefused(accesses: readonly Access[], granted: readonly DataBinding[]): Access | undefined {
  return accesses.find((access) => !granted.some((data) => allows(data, access)));
}

type Value = unknown;
/** A key attribute as the document client has it, or as the low-level client marshalled it. */
const text = (value: Value): string =>
  typeof value === 'string' ? value : String((value as { S?: string } | undefined)?.S ?? '');
type Input = Record<string, unknown>;

const PARTITION_KEY = /(?:^|\s|\()(#?\w+)\s*=\s*(:\w+)/;

function queryPartition(input: Input): string {
  const match = PARTITION_KEY.exec(String(input.KeyConditionExpression ?? ''));
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, Value>;
  return match ? text(values[match[2]!]) : '';
}

/** What one DynamoDB command does, item by item, as IAM authorizes it. */
export function tableAccesses(commandName: string, input: Input): Access[] {
  const item = (action: string, key: Value) => ({
    action,
    target: text((key as Record<string, Value> | undefined)?.pk),
  });
  switch (commandName.replace(/Command$/, '')) {
    case 'GetItem':
      return [item('dynamodb:GetItem', input.Key)];
    case 'PutItem':
      return [item('dynamodb:PutItem', input.Item)];
    case 'UpdateItem':
      return [item('dynamodb:UpdateItem', input.Key)];
    case 'DeleteItem':
      return [item('dynamodb:DeleteItem', input.Key)];
    case 'Query':
      return [
        {
          action: 'dynamodb:Query',
          target: queryPartition(input),
          ...(input.IndexName ? { index: String(input.IndexName) } : {}),
        },
      ];
    case 'BatchGetItem':
      return Object.values(input.RequestItems as Record<string, { Keys: Value[] }>).flatMap(({ Keys }) =>
        Keys.map((key) => item('dynamodb:BatchGetItem', key)),
      );
    case 'BatchWriteItem':
      return Object.values(
        input.RequestItems as Record<string, { PutRequest?: { Item: Value }; DeleteRequest?: { Key: Value } }[]>,
      ).flatMap((requests) =>
        requests.map((request) =>
          item('dynamodb:BatchWriteItem', request.PutRequest?.Item ?? request.DeleteRequest?.Key),
        ),
      );
    case 'TransactWriteItems': {
      const actions: Record<string, string> = {
        Put: 'dynamodb:PutItem',
        Update: 'dynamodb:UpdateItem',
        Delete: 'dynamodb:DeleteItem',
        ConditionCheck: 'dynamodb:ConditionCheckItem',
      };
      return (input.TransactItems as Record<string, { Key?: Value; Item?: Value }>[]).map((entry) => {
        const [kind, body] = Object.entries(entry)[0]!;
        return item(actions[kind]!, body.Key ?? body.Item);
      });
    }
    case 'TransactGetItems':
      return (input.TransactItems as { Get: { Key: Value } }[]).map((entry) => item('dynamodb:GetItem', entry.Get.Key));
    default:
      // Scan, table management...: no route may do these.
      return [{ action: `dynamodb:${commandName.replace(/Command$/, '')}`, target: '' }];
  }
}

const S3_ACTIONS: Record<string, string> = {
  GetObject: 's3:GetObject',
  HeadObject: 's3:GetObject',
  PutObject: 's3:PutObject',
  CreateMultipartUpload: 's3:PutObject',
  UploadPart: 's3:PutObject',
  CompleteMultipartUpload: 's3:PutObject',
  DeleteObject: 's3:DeleteObject',
  AbortMultipartUpload: 's3:AbortMultipartUpload',
  ListParts: 's3:ListMultipartUploadParts',
};

/** What one S3 command does, object by object. */
export function mediaAccesses(commandName: string, input: Input): Access[] {
  const name = commandName.replace(/Command$/, '');
  if (name === 'DeleteObjects') {
    return ((input.Delete as { Objects?: { Key: string }[] } | undefined)?.Objects ?? []).map(({ Key }) => ({
      action: 's3:DeleteObject',
      target: Key,
    }));
  }
  if (name === 'ListObjectsV2' || name === 'ListObjects')
    return [{ action: 's3:ListBucket', target: String(input.Prefix ?? '') }];
  if (name === 'CopyObject') {
    // CopySource is "<bucket>/<key>", URL-encoded.
    const source = decodeURIComponent(String(input.CopySource ?? '')).replace(/^\/?[^/]+\//, '');
    return [
      { action: 's3:GetObject', target: source },
      { action: 's3:PutObject', target: String(input.Key ?? '') },
    ];
  }
  return [{ action: S3_ACTIONS[name] ?? `s3:${name}`, target: String(input.Key ?? '') }];
}

interface MiddlewareClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: { input: Input }) => Promise<unknown>,
        context: { commandName?: string },
      ) => (args: { input: Input }) => Promise<unknown>,
      options: { step: 'initialize'; name: string; priority: 'high' },
    ): void;
  };
}

/**
 * S3 tells a caller that may not list the bucket (s3:ListBucket) that a missing key is forbidden (403),
 * not missing (404), so it cannot probe for keys; s3rver always says 404.
 */
async function asS3Answers(
  call: () => Promise<unknown>,
  commandName: string,
  key: string,
  granted: readonly DataBinding[],
): Promise<unknown> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const mayList = granted.some((data) => allows(data, { action: 's3:ListBucket', target: key }));
    if (status === 404 && /^(Head|Get)Object/.test(commandName) && !mayList) {
      throw Object.assign(new Error('Forbidden'), {
        name: 'Forbidden',
        $fault: 'client',
        $metadata: { httpStatusCode: 403 },
      });
    }
    throw error;
  }
}

function enforce(
  client: MiddlewareClient,
  accessesOf: (commandName: string, input: Input) => Access[],
  service: string,
): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const caller = callers.getStore();
      if (!caller) return next(args);
      const commandName = context.commandName ?? '';
      const accesses = accessesOf(commandName, args.input);
      const refused = firstRefused(accesses, caller.granted);
      if (refused) {
        const needed = bindingFor(refused);
        throw new LocalAccessDenied(
          `Local IAM: ${caller.who} may not ${refused.action} ${refused.index ? 'on the index partition ' : 'on '}${refused.target || '(nothing)'}: ` +
            (needed ? `add '${needed}' to its bindings` : `no binding allows this ${service} call`),
        );
      }
      recordUse(caller, accesses);
      if (service !== 'S3') return next(args);
      return asS3Answers(() => next(args), commandName, String(args.input.Key ?? ''), caller.granted);
    },
    { step: 'initialize', name: `localIam${service}`, priority: 'high' },
  );
}

/** Refuses a send by a function without the `mail` binding, as IAM would refuse its ses:SendEmail. */
export function checkMailSend(): void {
  const caller = callers.getStore();
  if (caller && !caller.mail)
    throw new LocalAccessDenied(`Local IAM: ${caller.who} may not ses:SendEmail: add 'mail' to its bindings`);
}

/** Puts the check in front of the handlers' DynamoDB and S3 clients, and their e-mail. */
export function enforceLocalIam(clients: { dynamo: unknown; s3: unknown }): void {
  enforce(clients.dynamo as MiddlewareClient, tableAccesses, 'DynamoDB');
  enforce(clients.s3 as MiddlewareClient, mediaAccesses, 'S3');
  guardSending(checkMailSend);
}
