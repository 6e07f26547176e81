/**
 * The app as `cdk deploy` builds it (infra/app.ts → buildApp): the site in ap-south-1 and, unless
 * turned off, a WAF web ACL in us-east-1 (where CloudFront-scope web ACLs must live) that the
 * distribution uses through a cross-region reference. cdk-nag runs on both stacks.
 */
import { App, Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_WAF_REQUESTS_PER_FIVE_MINUTES, SITE_REGION } from '#infra/coaching-app.js';

const cdkContext = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')).context;
const webDir = mkdtempSync(path.join(os.tmpdir(), 'coaching-edge-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>fixture</title>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

/** Bundling is skipped: these tests are about the stacks' wiring, not the functions' code. */
function build(context: Record<string, unknown> = {}) {
  return buildApp(
    new App({ context: { ...cdkContext, webAssetPath: webDir, 'aws:cdk:bundling-stacks': [], ...context } }),
  );
}

function nagFindings(...templates: { stack: import('aws-cdk-lib').Stack }[]) {
  return templates.flatMap(({ stack }) => {
    const annotations = Annotations.fromStack(stack);
    return [
      ...annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ].map((finding) => `${finding.id}: ${String(finding.entry.data).split(':')[0]}`);
  });
}

describe('with WAF (the default)', () => {
  const { site, edge } = build();
  const edgeTemplate = Template.fromStack(edge!);
  const siteTemplate = Template.fromStack(site);

  it('makes the web ACL in us-east-1 and the site in ap-south-1', () => {
    expect(edge!.region).toBe('us-east-1');
    expect(site.region).toBe(SITE_REGION);
  });

  it('has a CLOUDFRONT-scope web ACL with a per-address rate rule and the AWS common rule set', () => {
    const acl = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'));
    expect(acl).toHaveLength(1);
    const { Scope, DefaultAction, Rules } = acl[0]!.Properties;
    expect(Scope).toBe('CLOUDFRONT');
    expect(DefaultAction).toEqual({ Allow: {} });
    const rate = Rules.find(
      (rule: { Statement: { RateBasedStatement?: unknown } }) => rule.Statement.RateBasedStatement,
    );
    expect(rate).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: DEFAULT_WAF_REQUESTS_PER_FIVE_MINUTES } },
    });
    const common = Rules.find(
      (rule: { Statement: { ManagedRuleGroupStatement?: unknown } }) => rule.Statement.ManagedRuleGroupStatement,
    );
    expect(common).toMatchObject({
      OverrideAction: { None: {} },
      Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } },
    });
    for (const rule of Rules)
      expect(rule.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
  });

  it('puts the web ACL on the distribution through a cross-region stack output, not a hand-copied ARN', () => {
    const distribution = Object.values(siteTemplate.findResources('AWS::CloudFront::Distribution'))[0]!;
    const webAclId = distribution.Properties.DistributionConfig.WebACLId;
    const output = webAclId['Fn::GetStackOutput'];
    expect(output).toMatchObject({ StackName: edge!.stackName, Region: 'us-east-1' });
    // The us-east-1 stack publishes the web ACL's own ARN under that output.
    expect(edgeTemplate.toJSON().Outputs[output.OutputName]).toEqual({
      Value: { 'Fn::GetAtt': [Object.keys(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0], 'Arn'] },
    });
  });

  it('the per-address limit can be set at synth', () => {
    const { edge: custom } = build({ wafRequestsPerFiveMinutes: '500' });
    const rules = Object.values(Template.fromStack(custom!).findResources('AWS::WAFv2::WebACL'))[0]!.Properties.Rules;
    expect(JSON.stringify(rules)).toContain('"Limit":500');
  });

  it('leaves cdk-nag nothing to report on either stack', () => {
    expect(nagFindings({ stack: site }, { stack: edge! })).toEqual([]);
  });

  it('counts every address in the per-address rule when the institute names no networks', () => {
    expect(edgeTemplate.findResources('AWS::WAFv2::IPSet')).toEqual({});
    expect(JSON.stringify(edgeTemplate.findResources('AWS::WAFv2::WebACL'))).not.toContain('ScopeDownStatement');
  });
});

describe("with the institute's own networks (-c trustedNetworks)", () => {
  const { site, edge } = build({ trustedNetworks: '203.0.113.0/24, 198.51.100.7 2001:DB8:12::/48' });
  const edgeTemplate = Template.fromStack(edge!);

  it('leaves them out of the per-address rule, through one IP set per address family', () => {
    const sets = edgeTemplate.findResources('AWS::WAFv2::IPSet');
    const byVersion = Object.fromEntries(
      Object.entries(sets).map(([id, set]) => [set.Properties.IPAddressVersion, { id, ...set.Properties }]),
    );
    expect(byVersion.IPV4).toMatchObject({ Scope: 'CLOUDFRONT', Addresses: ['203.0.113.0/24', '198.51.100.7/32'] });
    expect(byVersion.IPV6).toMatchObject({ Scope: 'CLOUDFRONT', Addresses: ['2001:db8:12::/48'] });
    const rules = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0]!.Properties.Rules;
    const rate = rules.find(
      (rule: { Statement: { RateBasedStatement?: unknown } }) => rule.Statement.RateBasedStatement,
    );
    expect(rate.Statement.RateBasedStatement.ScopeDownStatement).toEqual({
      NotStatement: {
        Statement: {
          OrStatement: {
            Statements: [
              { IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [byVersion.IPV4.id, 'Arn'] } } },
              { IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [byVersion.IPV6.id, 'Arn'] } } },
            ],
          },
        },
      },
    });
  });

  it('gives them to the login, sign-up and password change functions too, and cdk-nag has nothing to say', () => {
    const given = site.node
      .findAll()
      .filter((construct): construct is CfnFunction => construct instanceof CfnFunction)
      .map((fn) => Stack.of(fn).resolve(fn.environment)?.variables?.TRUSTED_NETWORKS as string | undefined)
      .filter((value) => value !== undefined);
    expect(given).toEqual(Array(4).fill('203.0.113.0/24,198.51.100.7/32,2001:db8:12::/48'));
    expect(nagFindings({ stack: site }, { stack: edge! })).toEqual([]);
  });
});

describe('with -c waf=false', () => {
  const { site, edge } = build({ waf: 'false' });

  it('makes no WAF stack and no web ACL on the distribution, and says why to cdk-nag', () => {
    expect(edge).toBeUndefined();
    const distribution = Object.values(Template.fromStack(site).findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.WebACLId).toBeUndefined();
    expect(nagFindings({ stack: site })).toEqual([]);
    const suppressions = JSON.stringify(distribution.Metadata?.cdk_nag?.rules_to_suppress ?? []);
    expect(suppressions).toContain('AwsSolutions-CFR2');
  });
});
