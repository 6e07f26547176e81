/**
 * Settings read once per cold start. A missing setting stops the function at load time with a
 * message that names it, instead of failing later on the first request.
 */
export interface Config {
  tableName: string;
  /** Set locally (generated into .data/); in AWS the key comes from Secrets Manager instead. */
  jwtSecret?: string;
  jwtSecretArn?: string;
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  videoBucket?: string;
  /** CloudFront key pair id and the secret holding its private key: both set only when media signing is set up. */
  mediaKeyPairId?: string;
  mediaSigningKeyArn?: string;
  region: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const tableName = env.TABLE_NAME;
  if (!tableName) throw new Error('Missing setting TABLE_NAME: the DynamoDB table this function uses');
  return {
    tableName,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSecretArn: env.JWT_SECRET_ARN || undefined,
    dynamoEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    videoBucket: env.VIDEO_BUCKET || undefined,
    mediaKeyPairId: env.MEDIA_KEY_PAIR_ID || undefined,
    mediaSigningKeyArn: env.MEDIA_SIGNING_KEY_ARN || undefined,
    region: env.AWS_REGION || 'ap-south-1',
  };
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= readConfig();
  return cached;
}
