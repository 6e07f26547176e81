import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { generateKeyPairSync } from 'node:crypto';
import { bind, BindingResources } from '#infra/bindings.js';
import { MediaSigning } from '#infra/constructs/media-signing.js';
import { ALL_BINDINGS, type Binding } from '#shared/bindings.js';
import { expectedBinding, grantsOf, secretKind } from './expected-bindings.js';

// Synthesized CloudFormation is untyped JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CfnJson = any;
type Resource = { Type: string; Properties: CfnJson };

const allBindings = [...ALL_BINDINGS];
const publicKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();
const functionId = (binding: Binding) => `Fn${binding.replace(/\W/g, 'X')}Fn`;

/** A stack holds at most 500 resources: bindings are spread over stacks of this many functions. */
const FUNCTIONS_PER_STACK = 100;

/** One inline function per binding (no bundling, so this is fast), each bound to that binding alone. */
function synth(bound: readonly Binding[], context: Record<string, string> = {}) {
  const app = new App({ context });
  const stacks: Stack[] = [];
  for (let start = 0; start < bound.length; start += FUNCTIONS_PER_STACK) {
    const stack = new Stack(app, stacks.length === 0 ? 'Bindings' : `Bindings${stacks.length + 1}`);
    const table = new TableV2(stack, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: AttributeType.STRING } }],
    });
    const mediaBucket = new Bucket(stack, 'Media');
    const mediaSigning = new MediaSigning(stack, 'MediaSigning', { publicKeyPem });
    const resources = new BindingResources(stack, { table, mediaBucket, mediaSigning });
    resources.useSiteUrl('https://site.example');
    for (const binding of bound.slice(start, start + FUNCTIONS_PER_STACK)) {
      const fn = new LambdaFunction(stack, functionId(binding), {
        runtime: Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: Code.fromInline('exports.handler = async () => ({})'),
      });
      bind(binding, fn, resources);
    }
    stacks.push(stack);
  }
  const stack = stacks[0]!;
  const templates = stacks.map((each) => Template.fromStack(each));
  const template = templates[0]!;
  // Every stack has the same construct ids for its table, bucket and secrets, so their logical ids match too.
  const resourcesOf = (type: string) =>
    Object.assign({}, ...templates.map((each) => each.findResources(type))) as Record<string, Resource>;
  const logicalId = (type: string) => Object.keys(template.findResources(type))[0]!;
  const kindOf = (id: string) =>
    id === logicalId('AWS::DynamoDB::GlobalTable')
      ? 'table'
      : id === logicalId('AWS::S3::Bucket')
        ? 'media-bucket'
        : secretKind(id);
  const fnOf = (binding: Binding) =>
    Object.entries(resourcesOf('AWS::Lambda::Function')).find(([id]) => id.startsWith(functionId(binding)))![1];
  const grantsOfFn = (binding: Binding) => {
    const roleId = fnOf(binding).Properties.Role['Fn::GetAtt'][0];
    const statements = Object.values(resourcesOf('AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((role: { Ref?: string }) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    return grantsOf(statements, kindOf);
  };
  const envOf = (binding: Binding): Record<string, unknown> => fnOf(binding).Properties.Environment?.Variables ?? {};
  return { stack, stacks, template, resourcesOf, fnOf, grantsOfFn, envOf };
}

describe('each binding on its own', () => {
  const synthesized = synth(allBindings, {
    upiPayeeAddress: 'institute@okaxis',
    upiPayeeName: 'Institute Test',
    instituteGstin: '24AAAAA0000A1Z5',
    trustedNetworks: '203.0.113.0/24 2001:DB8:12::/48',
  });

  it.each(allBindings)('%s grants exactly its actions and sets exactly its settings', (binding) => {
    expect(synthesized.grantsOfFn(binding)).toEqual([...expectedBinding(binding).grants].sort());
    expect(Object.keys(synthesized.envOf(binding)).sort()).toEqual([...expectedBinding(binding).env].sort());
  });

  it('gives password hashing, receipts and the export 1024 MB and no other binding a memory size', () => {
    for (const binding of allBindings)
      expect(synthesized.fnOf(binding).Properties.MemorySize, binding).toBe(
        ['passwords', 'receipts', 'long-work'].includes(binding) ? 1024 : undefined,
      );
  });

  it('leaves timeouts to the route table: no binding sets one', () => {
    for (const binding of allBindings) expect(synthesized.fnOf(binding).Properties.Timeout, binding).toBeUndefined();
  });

  it('gives the site address the stack names once its CDN exists', () => {
    expect(synthesized.envOf('site')).toEqual({ SITE_URL: 'https://site.example' });
  });

  it('takes the UPI payee and the GSTIN from the CDK context', () => {
    expect(synthesized.envOf('upi:payee')).toEqual({
      UPI_PAYEE_ADDRESS: 'institute@okaxis',
      UPI_PAYEE_NAME: 'Institute Test',
    });
    expect(synthesized.envOf('receipts')).toEqual({ INSTITUTE_GSTIN: '24AAAAA0000A1Z5' });
    for (const stack of synthesized.stacks)
      expect(Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('UPI payee'))).toEqual([]);
  });

  it('keeps Razorpay API keys as one secret of {keyId, keySecret} and generates the webhook secret', () => {
    synthesized.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { SecretStringTemplate: '{"keyId":"rzp_live_set_me"}', GenerateStringKey: 'keySecret' },
    });
    const webhook = Object.entries(synthesized.resourcesOf('AWS::SecretsManager::Secret')).find(
      ([id]) => secretKind(id) === 'razorpay-webhook-secret',
    )!;
    expect(webhook[1].Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
  });
});

describe("the institute's own networks", () => {
  it('are given to the functions that limit logins and sign-ups as one checked list, and to none without the context', () => {
    expect(
      synth(['trusted-networks'], { trustedNetworks: '203.0.113.0/24 2001:DB8:12::/48' }).envOf('trusted-networks'),
    ).toEqual({ TRUSTED_NETWORKS: '203.0.113.0/24,2001:db8:12::/48' });
    expect(synth(['trusted-networks']).envOf('trusted-networks')).toEqual({});
  });

  it('stop the synth on a value that is not a list of CIDR blocks, naming it', () => {
    expect(() => synth(['trusted-networks'], { trustedNetworks: '203.0.113.0/24,institute' })).toThrow(
      /-c trustedNetworks: Not a network: 'institute'/,
    );
  });
});

describe('secrets and placeholders', () => {
  it('creates no secret that no function binds', () => {
    const { resourcesOf } = synth(['table:catalogue:get', 'media:videos:read', 'passwords', 'upi:payee']);
    const secretKinds = Object.keys(resourcesOf('AWS::SecretsManager::Secret')).map(secretKind);
    // The media signing key belongs to the CloudFront key pair, which exists whenever signing is set up.
    expect(secretKinds).toEqual(['media-signing-key']);
  });

  it('creates each secret once however many functions bind it', () => {
    const { resourcesOf } = synth(['tokens', 'razorpay', 'razorpay:webhook', 'origin']);
    const secretKinds = Object.keys(resourcesOf('AWS::SecretsManager::Secret')).map(secretKind).sort();
    expect(secretKinds).toEqual([
      'jwt-secret',
      'media-signing-key',
      'origin-secret',
      'razorpay-secret',
      'razorpay-webhook-secret',
    ]);
  });

  it('without a configured payee, uses the placeholder and warns at synth; without a GSTIN, sets none', () => {
    const { stack, envOf } = synth(['upi:payee', 'receipts']);
    expect(envOf('upi:payee')).toEqual({
      UPI_PAYEE_ADDRESS: 'gyanpathacademy@upi',
      UPI_PAYEE_NAME: 'Gyanpath Academy',
    });
    expect(envOf('receipts')).toEqual({});
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('placeholder gyanpathacademy@upi'));
  });
});

describe('the e-mail sender', () => {
  it('sends only as the sender the CDK context names, from that address', () => {
    const { stack, grantsOfFn, envOf } = synth(['mail'], { mailFrom: 'receipts@mail.example.in' });
    expect(grantsOfFn('mail')).toEqual(['ses:SendEmail@ses-identity/mail.example.in']);
    expect(envOf('mail')).toEqual({ MAIL_FROM: 'receipts@mail.example.in' });
    expect(Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('mailFrom'))).toEqual([]);
  });

  it('without one, warns at synth and sends as no-reply at the institute domain', () => {
    const { stack, grantsOfFn, envOf } = synth(['mail']);
    expect(grantsOfFn('mail')).toEqual(['ses:SendEmail@ses-identity/gyanpathacademy.in']);
    expect(envOf('mail')).toEqual({ MAIL_FROM: 'no-reply@gyanpathacademy.in' });
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('-c mailFrom='));
  });

  it('refuses a sender that is not an e-mail address', () => {
    expect(() => synth(['mail'], { mailFrom: 'Gyanpath Academy' })).toThrow(/mailFrom must be an e-mail address/);
  });
});
