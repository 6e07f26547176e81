import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  type HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The stage's throttle (for the whole API): steady requests a second, and how many may arrive at once. */
export const API_REQUESTS_PER_SECOND = 100;
export const API_BURST = 400;

/** The HTTP API behind CloudFront's /api/*: a throttled, access-logged default stage and one route per entry. */
export class RouteApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Admission day: a class of 300 logging in at once, or a hall of 100 signing up, arrives inside one
      // second on top of page traffic; the old burst of 100 turned part of it away with 429s. The WAF's
      // per-address rule and the API's own limits stop floods; Lambda's account concurrency is the ceiling.
      throttle: { rateLimit: API_REQUESTS_PER_SECOND, burstLimit: API_BURST },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
  }

  /** The execute-api host name CloudFront forwards /api/* to. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** Page paths (CloudFront path patterns, `*` for the rest of the path) answered by the page function. */
  addPageRoutes(patterns: readonly string[], fn: IFunction): void {
    const integration = new HttpLambdaIntegration('PageFunctionIntegration', fn, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    });
    for (const pattern of patterns) {
      this.httpApi.addRoutes({
        path: pattern.endsWith('/*') ? `${pattern.slice(0, -2)}/{proxy+}` : pattern,
        methods: [HttpMethod.GET],
        integration,
      });
    }
  }
}
