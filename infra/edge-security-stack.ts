import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnIPSet, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { Networks } from '../functions/lib/networks.js';

export interface EdgeSecurityStackProps extends StackProps {
  /** Requests one address may make in five minutes before WAF blocks it for a while. */
  readonly requestsPerFiveMinutes: number;
  /** The institute's own networks (`-c trustedNetworks=`): the per-address rule does not count them. */
  readonly trustedNetworks?: Networks;
}

/**
 * The WAF web ACL in front of CloudFront. A CLOUDFRONT-scope web ACL can only be made in us-east-1,
 * so it has a small stack of its own there; the main stack reads its ARN across regions.
 */
export class EdgeSecurityStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeSecurityStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    const trusted = this.trustedNetworksStatement(props.trustedNetworks);
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('site'),
      rules: [
        {
          // Per viewer address: a classroom behind one address shares it, so the limit is generous;
          // logins, sign-ups and card orders have their own, much lower limits in the API. AWS WAF counts
          // each IPv6 address on its own here (it cannot group by prefix); the API's limits count an IPv6
          // caller by its /64 (functions/lib/client-address.ts).
          name: 'RequestsPerAddress',
          priority: 0,
          action: { block: {} },
          // A class of 300 loading pages from the institute's Wi-Fi is one address making thousands of
          // requests: the institute's own networks are left out of this count.
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.requestsPerFiveMinutes,
              evaluationWindowSec: 300,
              ...(trusted ? { scopeDownStatement: { notStatement: { statement: trusted } } } : {}),
            },
          },
          visibilityConfig: visibility('requests-per-address'),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Its 8 KB body limit would block a long course description; the API limits JSON bodies
              // to 64 KB itself, and video bytes never pass through CloudFront.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('common-rule-set'),
        },
      ],
    });
    this.webAclArn = webAcl.attrArn;
  }

  /** One IP set per address family the institute named; a statement matching any of them. */
  private trustedNetworksStatement(networks: Networks | undefined): CfnWebACL.StatementProperty | undefined {
    const sets = (['ipv4', 'ipv6'] as const)
      .filter((family) => networks?.[family].length)
      .map(
        (family) =>
          new CfnIPSet(this, family === 'ipv4' ? 'TrustedNetworksIpv4' : 'TrustedNetworksIpv6', {
            scope: 'CLOUDFRONT',
            ipAddressVersion: family.toUpperCase(),
            addresses: networks![family],
            description: 'Networks of the institute itself, left out of the per-address rate rule',
          }),
      );
    const statements = sets.map((set): CfnWebACL.StatementProperty => ({ ipSetReferenceStatement: { arn: set.attrArn } }));
    if (statements.length <= 1) return statements[0];
    return { orStatement: { statements } };
  }
}
