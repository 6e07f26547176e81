import { Annotations, Lazy, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { type Binding, type DataBinding, dataBinding, type OtherBinding } from '#shared/bindings.js';
import type { MediaSigning } from './constructs/media-signing.js';
import { Transcoding } from './constructs/transcoding.js';
import { PLACEHOLDER_UPI_PAYEE } from './upi-payee.js';
import { CONTACT } from '#shared/constants.js';
import { parseNetworks, type Networks } from '#lib/networks.js';

/**
 * What each binding (shared/bindings.ts) means in AWS: the permission and the settings, granted and
 * set together, so a function can never get one without the other.
 */
export type Bind = (fn: LambdaFunction, resources: BindingResources) => void;

/**
 * scrypt at OWASP parameters needs about 128 MB; a receipt loads pdf-lib, fontkit and a font. Lambda's
 * CPU share grows with memory, so both get more.
 */
const HEAVY_WORK_MEMORY_MB = 1024;

const moreMemory: Bind = (fn) => {
  (fn.node.defaultChild as CfnFunction).memorySize = HEAVY_WORK_MEMORY_MB;
};

/**
 * The Excel export runs for as long as API Gateway waits (timeoutSecondsOf in shared/api/route.ts gives it
 * 29 s), with the CPU share of 1024 MB to zip 100,000 rows well within it (the writer streams: memory
 * stays low).
 */
const longWork: Bind = moreMemory;

/**
 * One action on the items of one area: dynamodb:LeadingKeys limits it to the area's partitions, so a
 * function that works on the catalogue cannot touch an account or a payment. Index queries name the
 * index itself (IAM's LeadingKeys speaks of the table's partition key, so they carry no key condition).
 */
function bindData(data: DataBinding): Bind {
  return (fn, { table, mediaBucket }) => {
    if (data.kind === 'media') {
      const list = data.op === 'list';
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [data.action],
          resources: [list ? mediaBucket.bucketArn : mediaBucket.arnForObjects(`${data.prefix}*`)],
          ...(list ? { conditions: { StringLike: { 's3:prefix': [`${data.prefix}*`] } } } : {}),
        }),
      );
      fn.addEnvironment('VIDEO_BUCKET', mediaBucket.bucketName);
      return;
    }
    fn.addToRolePolicy(
      data.kind === 'index'
        ? new PolicyStatement({ actions: [data.action], resources: [`${table.tableArn}/index/${data.index}`] })
        : new PolicyStatement({
            actions: [data.action],
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...data.leadingKeys] } },
          }),
    );
    fn.addEnvironment('TABLE_NAME', table.tableName);
  };
}

/** Read on the secret and its ARN (never its value) in `setting`. */
function bindSecret(fn: LambdaFunction, secret: ISecret, setting: string): void {
  secret.grantRead(fn);
  fn.addEnvironment(setting, secret.secretArn);
}

const OTHER_BIND: Record<OtherBinding, Bind> = {
  tokens: (fn, resources) => bindSecret(fn, resources.jwtSecret(), 'JWT_SECRET_ARN'),
  passwords: moreMemory,
  'trusted-networks': (fn, resources) => {
    if (resources.trustedNetworks) fn.addEnvironment('TRUSTED_NETWORKS', resources.trustedNetworks);
  },
  'long-work': longWork,
  // Without a signing key pair, playback falls back to presigned S3 URLs (media:read).
  'media:sign': (fn, { mediaSigning }) => {
    if (!mediaSigning) return;
    bindSecret(fn, mediaSigning.privateKeySecret, 'MEDIA_SIGNING_KEY_ARN');
    fn.addEnvironment('MEDIA_KEY_PAIR_ID', mediaSigning.publicKey.publicKeyId);
  },
  razorpay: (fn, resources) => bindSecret(fn, resources.razorpaySecret(), 'RAZORPAY_SECRET_ARN'),
  'razorpay:webhook': (fn, resources) =>
    bindSecret(fn, resources.razorpayWebhookSecret(), 'RAZORPAY_WEBHOOK_SECRET_ARN'),
  'upi:payee': (fn, resources) => {
    const payee = resources.upiPayee();
    fn.addEnvironment('UPI_PAYEE_ADDRESS', payee.address);
    fn.addEnvironment('UPI_PAYEE_NAME', payee.name);
  },
  receipts: (fn, resources) => {
    moreMemory(fn, resources);
    if (resources.instituteGstin) fn.addEnvironment('INSTITUTE_GSTIN', resources.instituteGstin);
  },
  origin: (fn, resources) => bindSecret(fn, resources.originSecret(), 'ORIGIN_SECRET_ARN'),
  // Amazon SES: sending, and only as the institute's sender identity.
  site: (fn, resources) => fn.addEnvironment('SITE_URL', resources.siteUrl),
  // Starting a MediaConvert job on the stack's queue and template; the bucket names the input and the outputs.
  transcode: (fn, resources) => {
    resources.transcoding().grantStartJob(fn);
    fn.addEnvironment('VIDEO_BUCKET', resources.mediaBucket.bucketName);
  },
  mail: (fn, resources) => {
    const sender = resources.mailSender();
    fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [sender.identityArn] }));
    fn.addEnvironment('MAIL_FROM', sender.address);
  },
};

/** Grants what the binding allows and sets its settings, on one function. */
export function bind(binding: Binding, fn: LambdaFunction, resources: BindingResources): void {
  const data = dataBinding(binding);
  if (data) bindData(data)(fn, resources);
  else OTHER_BIND[binding as OtherBinding](fn, resources);
}

export interface BindingResourcesProps {
  readonly table: ITableV2;
  readonly mediaBucket: IBucket;
  readonly mediaSigning?: MediaSigning;
}

/**
 * What the bindings act on. Secrets are created on first use, so the template holds only the
 * secrets some function reads. Their construct ids are those the stack has always used, so an
 * existing deployment keeps its keys.
 */
export class BindingResources {
  readonly table: ITableV2;
  readonly mediaBucket: IBucket;
  readonly mediaSigning: MediaSigning | undefined;
  /** `-c instituteGstin=...`: printed on receipts when the institute is GST-registered. */
  readonly instituteGstin: string | undefined;
  /** `-c trustedNetworks=203.0.113.0/24,...`: the institute's own networks (functions/lib/networks.ts), checked at synth. */
  readonly trustedNetworks: string | undefined;
  private readonly created = new Map<string, { secret: Secret; outputName: string }>();
  private payee: { address: string; name: string } | undefined;
  private sender: { address: string; identityArn: string } | undefined;

  constructor(
    private readonly scope: Construct,
    props: BindingResourcesProps,
  ) {
    this.table = props.table;
    this.mediaBucket = props.mediaBucket;
    this.mediaSigning = props.mediaSigning;
    this.instituteGstin = contextString(scope, 'instituteGstin');
    this.trustedNetworks = trustedNetworksOf(scope);
  }

  /** MediaConvert's queue, job template and role (infra/constructs/transcoding.ts), made on first use. */
  transcoding(): Transcoding {
    this.mediaConvert ??= new Transcoding(this.scope, 'Transcoding', { mediaBucket: this.mediaBucket });
    return this.mediaConvert;
  }
  private mediaConvert: Transcoding | undefined;

  jwtSecret(): Secret {
    return this.secret('JwtSigningSecret', 'JwtSecretArn', {
      description: 'Key that signs and verifies session tokens (HS256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
  }

  razorpaySecret(): Secret {
    return this.secret('RazorpaySecret', 'RazorpaySecretArn', {
      description: 'Razorpay API key id and secret: replace both with the live values after the first deploy',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ keyId: 'rzp_live_set_me' }),
        generateStringKey: 'keySecret',
      },
    });
  }

  /**
   * The value CloudFront sends in the origin header (x-origin-verify) and the API requires. Rotation:
   * docs/security.md, "The API only through CloudFront".
   */
  originSecret(): Secret {
    return this.secret('OriginVerifySecret', 'OriginSecretArn', {
      description:
        'Value of the x-origin-verify header CloudFront adds to API requests; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
  }

  razorpayWebhookSecret(): Secret {
    return this.secret('RazorpayWebhookSecret', 'RazorpayWebhookSecretArn', {
      description:
        'Secret Razorpay signs webhooks with: enter this generated value as the webhook secret in the Razorpay dashboard',
      generateSecretString: { passwordLength: 40, excludePunctuation: true },
    });
  }

  /** `-c upiPayeeAddress=... -c upiPayeeName=...`; without an address, synth warns that payments go nowhere real. */
  /**
   * The site's address, known only once the CDN exists, which is made after the route functions (it
   * fronts their API): the stack gives it with useSiteUrl, and it is read when the template is written.
   */
  readonly siteUrl = Lazy.string({
    produce: () => {
      if (!this.site) throw new Error('BindingResources.useSiteUrl was never called: the site address is unknown');
      return this.site;
    },
  });
  private site: string | undefined;

  useSiteUrl(siteUrl: string): void {
    this.site = siteUrl;
  }

  upiPayee(): { address: string; name: string } {
    if (!this.payee) {
      const address = contextString(this.scope, 'upiPayeeAddress');
      if (!address) {
        Annotations.of(this.scope).addWarningV2(
          'coaching:upi-payee-placeholder',
          `No UPI payee address: UPI payments would go to the placeholder ${PLACEHOLDER_UPI_PAYEE.address}. Synthesize with -c upiPayeeAddress=<the institute's UPI id>.`,
        );
      }
      this.payee = {
        address: address ?? PLACEHOLDER_UPI_PAYEE.address,
        name: contextString(this.scope, 'upiPayeeName') ?? PLACEHOLDER_UPI_PAYEE.name,
      };
    }
    return this.payee;
  }

  /**
   * `-c mailFrom=...`: the address e-mail goes from, and the SES identity it is sent as (its domain,
   * verified in SES with DKIM: docs/deploying.md). Without it, synth warns and the institute's domain is assumed.
   */
  mailSender(): { address: string; identityArn: string } {
    if (!this.sender) {
      let address = contextString(this.scope, 'mailFrom');
      if (!address) {
        address = `no-reply@${CONTACT.email.split('@')[1]}`;
        Annotations.of(this.scope).addWarningV2(
          'coaching:mail-from-default',
          `No sender address: e-mail would go from ${address}, which SES sends from only once that domain is verified. Synthesize with -c mailFrom=<the institute's sending address>.`,
        );
      }
      if (!/^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/.test(address))
        throw new Error(`mailFrom must be an e-mail address such as no-reply@example.in, got '${address}'`);
      const domain = address.split('@')[1]!.toLowerCase();
      this.sender = {
        address,
        identityArn: Stack.of(this.scope).formatArn({ service: 'ses', resource: 'identity', resourceName: domain }),
      };
    }
    return this.sender;
  }

  /** Every secret some binding created, with the name of the stack output that gives its ARN. */
  get secrets(): { secret: Secret; outputName: string }[] {
    return [...this.created.values()];
  }

  private secret(id: string, outputName: string, props: ConstructorParameters<typeof Secret>[2]): Secret {
    let created = this.created.get(id);
    if (!created) this.created.set(id, (created = { secret: new Secret(this.scope, id, props), outputName }));
    return created.secret;
  }
}

/**
 * `-c trustedNetworks=...`, checked (a value that is not a list of CIDR blocks stops the synth, named),
 * as one comma-separated setting; undefined when not given.
 */
export function trustedNetworksOf(scope: Construct): string | undefined {
  const text = contextString(scope, 'trustedNetworks');
  if (!text) return undefined;
  let networks: Networks;
  try {
    networks = parseNetworks(text);
  } catch (error) {
    throw new Error(`-c trustedNetworks: ${(error as Error).message}`);
  }
  return [...networks.ipv4, ...networks.ipv6].join(',') || undefined;
}

function contextString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
