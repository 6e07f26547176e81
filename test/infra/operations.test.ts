/**
 * What the operators are told: every alarm docs/operations.md names exists in the stack with the
 * threshold written here (a second time, not taken from infra/), notifies the alarm topic, and the
 * topic e-mails the address given with -c alarmEmail; the dashboard draws the business metrics and
 * the rush routes; cdk-nag stays clean on both stacks.
 */
import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#infra/coaching-app.js';
import { wholeTemplate } from './whole-template.js';

// Synthesized CloudFormation is untyped JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CfnJson = any;

const cdkContext = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')).context;
const webDir = mkdtempSync(path.join(os.tmpdir(), 'coaching-ops-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>fixture</title>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const ALARM_EMAIL = 'operators@example.in';
function build(context: Record<string, unknown> = {}) {
  return buildApp(
    new App({ context: { ...cdkContext, webAssetPath: webDir, 'aws:cdk:bundling-stacks': [], ...context } }),
  );
}

const MINUTES = 60;
const GTE = 'GreaterThanOrEqualToThreshold';
const GT = 'GreaterThanThreshold';
/** Each alarm of the site: the metric it watches, how, and when it fires. */
const SITE_ALARMS: Record<
  string,
  {
    metric: string;
    namespace: string;
    dimensions?: Record<string, string>;
    statistic?: string;
    period: number;
    threshold: number;
    operator: string;
  }
> = {
  MoneyServerErrors: {
    namespace: 'Gyanpath',
    metric: 'ServerErrors',
    dimensions: { area: 'money' },
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 1,
    operator: GTE,
  },
  SignInServerErrors: {
    namespace: 'Gyanpath',
    metric: 'ServerErrors',
    dimensions: { area: 'sign-in' },
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 1,
    operator: GTE,
  },
  MoneyBusyTryAgain: {
    namespace: 'Gyanpath',
    metric: 'BusyTryAgain',
    dimensions: { area: 'money' },
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 5,
    operator: GTE,
  },
  SignInBusyTryAgain: {
    namespace: 'Gyanpath',
    metric: 'BusyTryAgain',
    dimensions: { area: 'sign-in' },
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 10,
    operator: GTE,
  },
  ApiServerErrors: { namespace: 'AWS/ApiGateway', metric: '5xx', period: 5 * MINUTES, threshold: 10, operator: GT },
  LambdaErrors: {
    namespace: 'AWS/Lambda',
    metric: 'Errors',
    dimensions: {},
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 5,
    operator: GTE,
  },
  LambdaThrottles: {
    namespace: 'AWS/Lambda',
    metric: 'Throttles',
    dimensions: {},
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 1,
    operator: GTE,
  },
  TableReadThrottles: {
    namespace: 'AWS/DynamoDB',
    metric: 'ReadThrottleEvents',
    period: 5 * MINUTES,
    threshold: 10,
    operator: GT,
  },
  TableWriteThrottles: {
    namespace: 'AWS/DynamoDB',
    metric: 'WriteThrottleEvents',
    period: 5 * MINUTES,
    threshold: 10,
    operator: GT,
  },
  TableSystemErrors: {
    namespace: 'AWS/DynamoDB',
    metric: 'SystemErrors',
    period: 5 * MINUTES,
    threshold: 1,
    operator: GTE,
  },
  MailSendFailures: {
    namespace: 'Gyanpath',
    metric: 'MailSendFailures',
    dimensions: {},
    statistic: 'Sum',
    period: 15 * MINUTES,
    threshold: 5,
    operator: GTE,
  },
  DuesPaidTwice: {
    namespace: 'Gyanpath',
    metric: 'DuesPaidTwice',
    dimensions: {},
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 1,
    operator: GTE,
  },
  MailGivenUp: {
    namespace: 'Gyanpath',
    metric: 'MailGivenUp',
    dimensions: {},
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 1,
    operator: GTE,
  },
  MailOutboxStuck: {
    namespace: 'Gyanpath',
    metric: 'MailOutboxOldestSeconds',
    dimensions: {},
    statistic: 'Maximum',
    period: 5 * MINUTES,
    threshold: 900,
    operator: GTE,
  },
  ReceiptLineStuck: {
    namespace: 'Gyanpath',
    metric: 'ReceiptLineOldestSeconds',
    dimensions: {},
    statistic: 'Maximum',
    period: 5 * MINUTES,
    threshold: 600,
    operator: GTE,
  },
  PendingRefundsStuck: {
    namespace: 'Gyanpath',
    metric: 'PendingRefundsOldestSeconds',
    dimensions: {},
    statistic: 'Maximum',
    period: 5 * MINUTES,
    threshold: 600,
    operator: GTE,
  },
  TranscodeFailures: {
    namespace: 'Gyanpath',
    metric: 'TranscodeFailures',
    dimensions: {},
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 1,
    operator: GTE,
  },
  WebhookSignatureRejected: {
    namespace: 'Gyanpath',
    metric: 'WebhookSignatureRejected',
    dimensions: {},
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 3,
    operator: GTE,
  },
  PaymentVerifyFailures: {
    namespace: 'Gyanpath',
    metric: 'PaymentVerifyFailures',
    dimensions: {},
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 5,
    operator: GTE,
  },
};
const EDGE_ALARMS: typeof SITE_ALARMS = {
  WafBlockedSurge: {
    namespace: 'AWS/WAFV2',
    metric: 'BlockedRequests',
    dimensions: { WebACL: 'site', Rule: 'requests-per-address' },
    statistic: 'Sum',
    period: 5 * MINUTES,
    threshold: 100,
    operator: GTE,
  },
};

/** The alarm named `Gyanpath-…<name>…`, and the metrics it reads (one, or those of its expression). */
function alarmNamed(template: Template, name: string): { alarm: CfnJson; metrics: CfnJson[] } {
  const found = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter((alarm: CfnJson) =>
    new RegExp(`\\b${name}\\b`).test(JSON.stringify(alarm.Properties.AlarmName)),
  );
  expect(found, name).toHaveLength(1);
  const alarm = found[0]!.Properties;
  const metrics = alarm.MetricName
    ? [
        {
          Namespace: alarm.Namespace,
          MetricName: alarm.MetricName,
          Dimensions: alarm.Dimensions ?? [],
          Stat: alarm.Statistic,
          Period: alarm.Period,
        },
      ]
    : (alarm.Metrics as CfnJson[])
        .filter((query) => query.MetricStat)
        .map((query) => ({ ...query.MetricStat.Metric, Stat: query.MetricStat.Stat, Period: query.MetricStat.Period }));
  return { alarm, metrics };
}

function topicOf(template: Template): string {
  const topics = Object.keys(template.findResources('AWS::SNS::Topic'));
  expect(topics).toHaveLength(1);
  return topics[0]!;
}

function expectAlarms(template: Template, expected: typeof SITE_ALARMS) {
  const topic = topicOf(template);
  for (const [name, want] of Object.entries(expected)) {
    const { alarm, metrics } = alarmNamed(template, name);
    expect(alarm.Threshold, name).toBe(want.threshold);
    expect(alarm.ComparisonOperator, name).toBe(want.operator);
    expect(alarm.AlarmActions, name).toEqual([{ Ref: topic }]);
    expect(metrics.length, name).toBeGreaterThan(0);
    for (const metric of metrics) {
      expect(metric, name).toMatchObject({ Namespace: want.namespace, MetricName: want.metric, Period: want.period });
      if (want.statistic) expect(metric.Stat, name).toBe(want.statistic);
      if (want.dimensions) {
        const dimensions = Object.fromEntries(
          ((metric.Dimensions ?? []) as { Name: string; Value: unknown }[]).map((dimension) => [
            dimension.Name,
            dimension.Value,
          ]),
        );
        expect(dimensions, name).toEqual(want.dimensions);
      }
    }
  }
}

function nagFindings(...stacks: Stack[]) {
  return stacks.flatMap((stack) => {
    const annotations = Annotations.fromStack(stack);
    return [
      ...annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ].map((finding) => `${finding.id}: ${String(finding.entry.data).split(':')[0]}`);
  });
}

describe('with -c alarmEmail', () => {
  const { site, edge } = build({ alarmEmail: ALARM_EMAIL });
  const siteTemplate = Template.fromStack(site);
  const edgeTemplate = Template.fromStack(edge!);

  it('the site has each alarm the docs name, at its threshold, notifying the alarm topic', () => {
    expectAlarms(siteTemplate, SITE_ALARMS);
    expect(Object.keys(siteTemplate.findResources('AWS::CloudWatch::Alarm'))).toHaveLength(
      Object.keys(SITE_ALARMS).length,
    );
  });

  it('the system errors alarm adds up every operation the site makes, transactions included', () => {
    const { metrics } = alarmNamed(siteTemplate, 'TableSystemErrors');
    expect(
      metrics
        .map((metric) => metric.Dimensions.find((dimension: CfnJson) => dimension.Name === 'Operation').Value)
        .sort(),
    ).toEqual([
      'BatchGetItem',
      'BatchWriteItem',
      'DeleteItem',
      'GetItem',
      'PutItem',
      'Query',
      'TransactWriteItems',
      'UpdateItem',
    ]);
  });

  it("the WAF's alarm is in us-east-1 with the web ACL, on a topic of its own there", () => {
    expectAlarms(edgeTemplate, EDGE_ALARMS);
    const acl = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    // The alarm's dimensions are the metric names the web ACL and its rule report under.
    expect(acl.VisibilityConfig.MetricName).toBe('site');
    expect(acl.Rules.find((rule: CfnJson) => rule.Statement.RateBasedStatement).VisibilityConfig.MetricName).toBe(
      'requests-per-address',
    );
  });

  it('each topic e-mails the address given at deploy, and refuses publishing without TLS', () => {
    for (const template of [siteTemplate, edgeTemplate]) {
      const topic = topicOf(template);
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: ALARM_EMAIL,
        TopicArn: { Ref: topic },
      });
      template.hasResourceProperties('AWS::SNS::TopicPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('the dashboard draws the business metrics beside the rush routes', () => {
    const dashboards = Object.values(siteTemplate.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('Gyanpath');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const metric of [
      'PaymentsReceived',
      'PaymentVerifyFailures',
      'Refunds',
      'SignUps',
      'LoginsRefused',
      'AttemptsStarted',
      'AttemptsSubmitted',
      'ReceiptLineOldestSeconds',
    ])
      expect(body).toContain(metric);
    for (const method of ['card', 'upi', 'offline']) expect(body).toContain(`PaymentsReceived ${method}`);
    const rush = [
      'POST /api/auth/student/register',
      'POST /api/auth/student/login',
      'POST /api/auth/admin/login',
      'POST /api/create-order',
      'POST /api/verify-payment',
      'POST /api/razorpay/webhook',
      'POST /api/upi-payments/submit-utr',
      'POST /api/upi-payments/{id}/approve',
      'POST /api/admin/students/{id}/offline-payments',
      'POST /api/tests/{testId}/attempts',
      'PUT /api/attempts/{attemptId}/answers/{questionId}',
      'POST /api/attempts/{attemptId}/submit',
    ];
    for (const route of rush) {
      for (const what of ['crashed', '5xx', 'busy']) expect(body).toContain(`${route} ${what}`);
    }
    // Latency from each rush route's own function (a reference into its nested stack).
    expect(body.match(/\\"stat\\":\\"p95\\"/g)?.length ?? 0).toBeGreaterThanOrEqual(rush.length);
  });

  it('every function of the project runs with X-Ray active tracing: routes, jobs, the page function, the conversion events', () => {
    const functions = Object.entries(wholeTemplate(site).findResources('AWS::Lambda::Function')).filter(
      ([, fn]: [string, CfnJson]) => fn.Properties.Runtime === 'nodejs22.x',
    );
    expect(functions.length).toBeGreaterThan(100);
    for (const name of ['ReportBacklogs', 'SendMail', 'FinishOverdueAttempts', 'SweepOrphanMedia', 'PageFunction'])
      expect(
        functions.some(([id]) => id.startsWith(name)),
        name,
      ).toBe(true);
    for (const [id, fn] of functions as [string, CfnJson][])
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
  });

  it('cdk-nag finds nothing unexplained on either stack', () => {
    expect(nagFindings(site, edge!)).toEqual([]);
  });
});

describe('without an alarm e-mail', () => {
  const { site } = build();
  it('the topic has no subscriber and synth warns', () => {
    const template = Template.fromStack(site);
    expect(Object.keys(template.findResources('AWS::SNS::Subscription'))).toHaveLength(0);
    Annotations.fromStack(site).hasWarning('*', Match.stringLikeRegexp('No alarm e-mail'));
  });
});

describe('docs/operations.md', () => {
  it('names every alarm with the threshold it has', () => {
    const docs = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    for (const [name, want] of Object.entries({ ...SITE_ALARMS, ...EDGE_ALARMS })) {
      const row = docs.split('\n').find((line) => line.startsWith(`| \`${name}\``));
      expect(row, name).toBeDefined();
      expect(row, name).toContain(`${want.operator === GTE ? '≥' : '>'} ${want.threshold.toLocaleString('en-IN')}`);
    }
  });
});
