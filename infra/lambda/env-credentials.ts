/**
 * Stands in, inside every Lambda bundle, for `@aws-sdk/credential-provider-node` (the SDK clients'
 * default credential chain: environment, SSO, ini files, process, web identity, container, instance
 * metadata, with the STS and SSO clients they bring, about 110 KB of each bundle). Lambda gives a
 * function its credentials in the environment and nowhere else, which the default chain also reads
 * first; so the bundle reads them there and carries nothing else. The local stack runs the handlers
 * from source, with the SDK's own chain.
 */
interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export const defaultProvider = () => async (): Promise<Credentials> => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken ? { sessionToken } : {}),
    ...(expiration ? { expiration: new Date(expiration) } : {}),
  };
};

/** The chain's own helpers, which the clients import beside it: credentials from the environment never need a refresh of their own. */
export const credentialsWillNeedRefresh = () => false;
export const credentialsTreatedAsExpired = () => false;
