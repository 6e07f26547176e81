import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface EdgeSecurityStackProps extends StackProps {
  /** Requests one address may make in five minutes before WAF blocks it for a while. */
  readonly requestsPerFiveMinutes: number;
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
          statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: props.requestsPerFiveMinutes, evaluationWindowSec: 300 } },
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
}
