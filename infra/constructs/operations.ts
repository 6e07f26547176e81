import { Annotations, Duration } from 'aws-cdk-lib';
import { ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { BillingMode, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import {
  type CustomMetricGroup,
  type CustomThreshold,
  DefaultDashboardFactory,
  MonitoringFacade,
  SnsAlarmActionStrategy,
} from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, RUSH_ROUTES } from '#shared/metrics.js';

/**
 * What the operators are told, by e-mail, and the dashboard they look at (docs/operations.md says what
 * to do for each alarm). The alarms and the dashboard come from cdk-monitoring-constructs, which
 * words, names and draws them the same way for the API, the table and the site's own metrics.
 */
const FIVE_MINUTES = Duration.minutes(5);

/** Each alarm of the site's stack: the metric, how it is added up over the period, and when it fires. */
export const SITE_ALARMS = {
  /** Any unexpected error on a money route. */
  MoneyServerErrors: { threshold: 1, period: 5 },
  SignInServerErrors: { threshold: 1, period: 5 },
  /** Money routes answering busy_try_again: they are losing races or running out of time. */
  MoneyBusyTryAgain: { threshold: 5, period: 5 },
  SignInBusyTryAgain: { threshold: 10, period: 5 },
  /** 5xx from API Gateway on any route: crashed or timed-out functions, throttled invocations. */
  ApiServerErrors: { threshold: 10, period: 5 },
  LambdaErrors: { threshold: 5, period: 5 },
  LambdaThrottles: { threshold: 1, period: 5 },
  TableReadThrottles: { threshold: 10, period: 5 },
  TableWriteThrottles: { threshold: 10, period: 5 },
  TableSystemErrors: { threshold: 1, period: 5 },
  MailSendFailures: { threshold: 5, period: 15 },
  MailGivenUp: { threshold: 1, period: 5 },
  /** Seconds a due e-mail has waited: the SendMail job is not running. */
  MailOutboxStuck: { threshold: 900, period: 5 },
  ReceiptLineStuck: { threshold: 600, period: 5 },
  PendingRefundsStuck: { threshold: 600, period: 5 },
  TranscodeFailures: { threshold: 1, period: 5 },
  WebhookSignatureRejected: { threshold: 3, period: 5 },
  PaymentVerifyFailures: { threshold: 5, period: 5 },
  DuesPaidTwice: { threshold: 1, period: 5 },
} as const;
type SiteAlarm = keyof typeof SITE_ALARMS;

/** The edge stack's alarm (us-east-1, where CloudFront's WAF reports): one address blocked again and again by the per-address limit. */
export const EDGE_ALARMS = {
  WafBlockedSurge: { threshold: 100, period: 5 },
} as const;

export interface OperationsProps {
  readonly table: ITableV2;
  readonly httpApi: IHttpApi;
  /** The function of each route the dashboard shows (shared/metrics.ts RUSH_ROUTES). */
  readonly rushRouteFunctions: ReadonlyMap<string, IFunction>;
  /** `-c alarmEmail=...`: who gets the alarms. */
  readonly alarmEmail?: string;
}

/** The SNS topic alarms notify, with the e-mail subscriber the deployment names. */
export function alarmTopic(scope: Construct, id: string, alarmEmail: string | undefined): Topic {
  const topic = new Topic(scope, id, { displayName: 'Gyanpath alarms', enforceSSL: true });
  if (alarmEmail) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail))
      throw new Error(`alarmEmail must be an e-mail address, got '${alarmEmail}'`);
    topic.addSubscription(new EmailSubscription(alarmEmail));
  } else {
    Annotations.of(scope).addWarningV2(
      'coaching:alarm-email',
      "No alarm e-mail: alarms notify a topic nobody reads. Deploy with -c alarmEmail=<the operators' address>.",
    );
  }
  return topic;
}

export function monitoringFacade(scope: Construct, id: string, topic: Topic, dashboardName?: string): MonitoringFacade {
  return new MonitoringFacade(scope, id, {
    alarmFactoryDefaults: {
      alarmNamePrefix: 'Gyanpath',
      actionsEnabled: true,
      action: new SnsAlarmActionStrategy({ onAlarmTopic: topic, onOkTopic: topic }),
      datapointsToAlarm: 1,
    },
    ...(dashboardName
      ? {
          dashboardFactory: new DefaultDashboardFactory(scope, `${id}Dashboards`, {
            dashboardNamePrefix: dashboardName,
            createDashboard: true,
            createSummaryDashboard: false,
            createAlarmDashboard: false,
          }),
        }
      : {}),
  });
}

/** Fires at or over `threshold` in one period; no data (nothing happened) is fine. */
export function atLeast(
  name: SiteAlarm | string,
  threshold: number,
  description: string,
): Record<string, CustomThreshold> {
  return {
    Critical: {
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
      alarmNameOverride: name,
      alarmDescriptionOverride: description,
    },
  };
}

const site = (
  metricName: string,
  statistic: 'Sum' | 'Maximum',
  periodMinutes: number,
  dimensionsMap?: Record<string, string>,
  label?: string,
) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    statistic,
    period: Duration.minutes(periodMinutes),
    dimensionsMap,
    label: label ?? metricName,
  });

export class Operations extends Construct {
  readonly topic: Topic;
  readonly facade: MonitoringFacade;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.topic = alarmTopic(this, 'AlarmTopic', props.alarmEmail);
    this.facade = monitoringFacade(this, 'Monitoring', this.topic, 'Gyanpath');
    const count = (alarm: SiteAlarm, metric: Metric | MathExpression, description: string) => ({
      metric,
      alarmFriendlyName: alarm,
      addAlarm: atLeast(alarm, SITE_ALARMS[alarm].threshold, description),
    });
    const sum = (alarm: SiteAlarm, metricName: string, dimensionsMap?: Record<string, string>) =>
      site(metricName, 'Sum', SITE_ALARMS[alarm].period, dimensionsMap);
    const oldest = (alarm: SiteAlarm, metricName: string) => site(metricName, 'Maximum', SITE_ALARMS[alarm].period);

    // The API as API Gateway sees it (every route), and the table.
    this.facade.monitorApiGatewayV2HttpApi({
      api: props.httpApi,
      apiStage: '$default',
      humanReadableName: 'API (every route)',
      alarmFriendlyName: 'Api',
      add5xxCountAlarm: {
        Critical: { maxErrorCount: SITE_ALARMS.ApiServerErrors.threshold, alarmNameOverride: 'ApiServerErrors' },
      },
    });
    this.facade.monitorDynamoTable({
      table: props.table,
      billingMode: BillingMode.PAY_PER_REQUEST,
      humanReadableName: 'Table',
      alarmFriendlyName: 'Table',
      addReadThrottledEventsCountAlarm: {
        Critical: {
          maxThrottledEventsThreshold: SITE_ALARMS.TableReadThrottles.threshold,
          alarmNameOverride: 'TableReadThrottles',
        },
      },
      addWriteThrottledEventsCountAlarm: {
        Critical: {
          maxThrottledEventsThreshold: SITE_ALARMS.TableWriteThrottles.threshold,
          alarmNameOverride: 'TableWriteThrottles',
        },
      },
    });

    const operations = [
      'GetItem',
      'BatchGetItem',
      'Query',
      'PutItem',
      'UpdateItem',
      'DeleteItem',
      'BatchWriteItem',
      'TransactWriteItems',
    ];
    const systemErrors = new MathExpression({
      expression: operations.map((_, i) => `FILL(e${i}, 0)`).join(' + '),
      usingMetrics: Object.fromEntries(
        operations.map((operation, i) => [
          `e${i}`,
          new Metric({
            namespace: 'AWS/DynamoDB',
            metricName: 'SystemErrors',
            statistic: 'Sum',
            period: FIVE_MINUTES,
            dimensionsMap: { TableName: props.table.tableName, Operation: operation },
          }),
        ]),
      ),
      label: 'DynamoDB system errors (every operation the site makes)',
      period: FIVE_MINUTES,
    });
    const lambda = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Lambda',
        metricName,
        statistic: 'Sum',
        period: FIVE_MINUTES,
        label: `${metricName} (every function)`,
      });

    const alarmGroups: CustomMetricGroup[] = [
      {
        title: 'Money and sign-in routes: unexpected errors and busy answers',
        metrics: [
          count(
            'MoneyServerErrors',
            sum('MoneyServerErrors', 'ServerErrors', { area: 'money' }),
            'A money route (orders, verify, webhook, UTRs, approvals, offline payments, refunds, receipts) answered an unexpected error',
          ),
          count(
            'SignInServerErrors',
            sum('SignInServerErrors', 'ServerErrors', { area: 'sign-in' }),
            'A sign-in route (sign-up, logins, password reset) answered an unexpected error',
          ),
          count(
            'MoneyBusyTryAgain',
            sum('MoneyBusyTryAgain', 'BusyTryAgain', { area: 'money' }),
            'Money routes answered busy_try_again: they lose races on shared items or run out of time',
          ),
          count(
            'SignInBusyTryAgain',
            sum('SignInBusyTryAgain', 'BusyTryAgain', { area: 'sign-in' }),
            'Sign-in routes answered busy_try_again: sign-ups or logins run out of time',
          ),
        ],
      },
      {
        title: 'Functions and table',
        metrics: [
          count(
            'LambdaErrors',
            lambda('Errors'),
            'Functions crashed or timed out (every function of the account in this region)',
          ),
          count('LambdaThrottles', lambda('Throttles'), 'Invocations were refused: the account concurrency is used up'),
          count('TableSystemErrors', systemErrors, 'DynamoDB answered 500 to the site'),
        ],
      },
      {
        title: 'Payments',
        metrics: [
          count(
            'WebhookSignatureRejected',
            sum('WebhookSignatureRejected', 'WebhookSignatureRejected'),
            "Razorpay webhooks are refused for their signature: the webhook secret differs from the dashboard's, or someone forges them",
          ),
          count(
            'PaymentVerifyFailures',
            sum('PaymentVerifyFailures', 'PaymentVerifyFailures'),
            'Card checkout results do not verify: the Razorpay key secret may be wrong',
          ),
          count(
            'DuesPaidTwice',
            sum('DuesPaidTwice', 'DuesPaidTwice'),
            'A due was paid twice (online and by UPI): the office must refund one payment',
          ),
          count(
            'ReceiptLineStuck',
            oldest('ReceiptLineStuck', 'ReceiptLineOldestSeconds'),
            'A received payment has waited 10 minutes for its receipt number',
          ),
          count(
            'PendingRefundsStuck',
            oldest('PendingRefundsStuck', 'PendingRefundsOldestSeconds'),
            'A refund has stayed pending for 10 minutes',
          ),
        ],
      },
      {
        title: 'E-mail and lectures',
        metrics: [
          count(
            'MailSendFailures',
            sum('MailSendFailures', 'MailSendFailures'),
            'E-mail sends keep failing (SES refuses or is unreachable); they are retried',
          ),
          count('MailGivenUp', sum('MailGivenUp', 'MailGivenUp'), 'An e-mail was given up after its last try'),
          count(
            'MailOutboxStuck',
            oldest('MailOutboxStuck', 'MailOutboxOldestSeconds'),
            'An e-mail has been due for 15 minutes and not sent: the SendMail job is not running',
          ),
          count(
            'TranscodeFailures',
            sum('TranscodeFailures', 'TranscodeFailures'),
            'A lecture could not be converted to HLS: an admin must retry or re-upload it',
          ),
        ],
      },
    ];
    this.facade.monitorCustom({
      humanReadableName: 'Alarms of the site',
      alarmFriendlyName: 'Site',
      metricGroups: alarmGroups,
    });

    // What the site did, beside how its rush routes behaved.
    const business = (metricName: string, dimension?: { name: string; values: readonly string[] }) =>
      dimension
        ? dimension.values.map((value) =>
            site(metricName, 'Sum', 5, { [dimension.name]: value }, `${metricName} ${value}`),
          )
        : [site(metricName, 'Sum', 5)];
    const rushFunctions = RUSH_ROUTES.map((route) => [route, props.rushRouteFunctions.get(route)] as const);
    for (const [route, fn] of rushFunctions) if (!fn) throw new Error(`No function for the rush route ${route}`);
    this.facade.monitorCustom({
      humanReadableName: 'What the site did',
      alarmFriendlyName: 'Business',
      metricGroups: [
        {
          title: 'Payments received, by method',
          metrics: business('PaymentsReceived', { name: 'method', values: ['card', 'upi', 'offline'] }),
        },
        {
          title: 'Verify failures, rejected webhooks',
          metrics: [
            ...business('PaymentVerifyFailures'),
            ...business('WebhookSignatureRejected'),
            ...business('DuesPaidTwice'),
          ],
        },
        {
          title: 'Refunds, by mode',
          metrics: business('Refunds', { name: 'mode', values: ['razorpay', 'cash', 'bank_transfer', 'upi'] }),
        },
        {
          title: 'Sign-ups and refused logins',
          metrics: [
            ...business('SignUps'),
            ...business('LoginsRefused', { name: 'reason', values: ['wrong_password', 'rate_limited'] }),
          ],
        },
        {
          title: 'Attempts started and submitted',
          metrics: [...business('AttemptsStarted'), ...business('AttemptsSubmitted')],
        },
        {
          title: 'Backlogs (seconds)',
          metrics: ['ReceiptLineOldestSeconds', 'PendingRefundsOldestSeconds', 'MailOutboxOldestSeconds'].map((name) =>
            site(name, 'Maximum', 5),
          ),
        },
      ],
    });
    this.facade.monitorCustom({
      humanReadableName: 'Rush routes',
      alarmFriendlyName: 'Rush',
      metricGroups: [
        {
          title: 'Duration p95 (ms)',
          metrics: rushFunctions.map(([route, fn]) =>
            fn!.metricDuration({ statistic: 'p95', period: FIVE_MINUTES, label: route }),
          ),
        },
        {
          title: 'Invocations',
          metrics: rushFunctions.map(([route, fn]) => fn!.metricInvocations({ period: FIVE_MINUTES, label: route })),
        },
        {
          title: 'Errors: crashes and timeouts, unexpected errors, busy answers',
          metrics: rushFunctions.flatMap(([route, fn]) => [
            fn!.metricErrors({ period: FIVE_MINUTES, label: `${route} crashed` }),
            site('ServerErrors', 'Sum', 5, { route }, `${route} 5xx`),
            site('BusyTryAgain', 'Sum', 5, { route }, `${route} busy`),
          ]),
        },
        {
          title: 'Concurrent executions (every function)',
          metrics: [
            new Metric({
              namespace: 'AWS/Lambda',
              metricName: 'ConcurrentExecutions',
              statistic: 'Maximum',
              period: FIVE_MINUTES,
            }),
          ],
        },
      ],
    });
  }
}
