import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnIPSet, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Networks } from '#lib/networks.js';
import { alarmTopic, atLeast, EDGE_ALARMS, monitoringFacade } from './constructs/operations.js';
import { alarmTopicEncryption } from './nag-suppressions.js';

/** The metric names (CloudWatch dimension values) of the web ACL and its per-address rule. */
const WEB_ACL_METRIC = 'site';
const PER_ADDRESS_RULE_METRIC = 'requests-per-address';

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
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    const trusted = this.trustedNetworksStatement(props.trustedNetworks);
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(WEB_ACL_METRIC),
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
          visibilityConfig: visibility(PER_ADDRESS_RULE_METRIC),
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

    // The WAF reports here, so its alarm and a topic for it live here too (an alarm notifies a topic of its own region).
    const alarmEmail: unknown = this.node.tryGetContext('alarmEmail');
    const topic = alarmTopic(
      this,
      'AlarmTopic',
      typeof alarmEmail === 'string' && alarmEmail.trim() ? alarmEmail.trim() : undefined,
    );
    NagSuppressions.addResourceSuppressions(topic, [alarmTopicEncryption]);
    monitoringFacade(this, 'Monitoring', topic).monitorCustom({
      humanReadableName: 'WAF',
      alarmFriendlyName: 'Waf',
      metricGroups: [
        {
          title: 'Requests blocked by the per-address limit',
          metrics: [
            {
              metric: new Metric({
                namespace: 'AWS/WAFV2',
                metricName: 'BlockedRequests',
                statistic: 'Sum',
                period: Duration.minutes(EDGE_ALARMS.WafBlockedSurge.period),
                dimensionsMap: { WebACL: WEB_ACL_METRIC, Rule: PER_ADDRESS_RULE_METRIC },
              }),
              alarmFriendlyName: 'WafBlockedSurge',
              addAlarm: atLeast(
                'WafBlockedSurge',
                EDGE_ALARMS.WafBlockedSurge.threshold,
                'The WAF blocks an address over its per-address limit again and again: a surge, or a classroom sharing one address',
              ),
            },
          ],
        },
      ],
    });
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
    const statements = sets.map(
      (set): CfnWebACL.StatementProperty => ({ ipSetReferenceStatement: { arn: set.attrArn } }),
    );
    if (statements.length <= 1) return statements[0];
    return { orStatement: { statements } };
  }
}
