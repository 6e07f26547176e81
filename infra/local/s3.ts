import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './ports.js';
import { completeLikeS3, multipartExtensions } from './s3-multipart.js';
import { startSignatureCheck } from './s3-signature-check.js';

/** s3rver's fixed key pair: the only credentials the local S3 accepts (LOCAL_CREDENTIALS in stack.ts). */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export const LOCAL_VIDEO_BUCKET = 'videos';

/** Same rules the stack puts on the real bucket: browsers PUT parts straight to it and must read the ETag. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * s3rver on a private loopback port, behind the signature check (s3-signature-check.ts): the endpoint
 * returned is the checked one, so nothing unsigned, forged or expired reaches a private object.
 */
export async function startS3(options: { directory: string }): Promise<RunningS3> {
  mkdirSync(options.directory, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: options.directory,
    vhostBuckets: false,
    configureBuckets: [{ name: LOCAL_VIDEO_BUCKET, configs: [CORS] }],
  });
  // Koa runs middleware in order: ours answers first for the operations s3rver lacks.
  (server as unknown as { middleware: unknown[] }).middleware.unshift(multipartExtensions(options.directory));
  completeLikeS3((server as unknown as { store: Parameters<typeof completeLikeS3>[0] }).store);
  await server.run();
  const check = await startSignatureCheck({ upstreamPort: port, credentials: S3RVER_CREDENTIALS, port: 0 }).catch(
    async (error: unknown) => {
      await server.close();
      throw error;
    },
  );
  return {
    endpoint: `http://127.0.0.1:${check.port}`,
    bucket: LOCAL_VIDEO_BUCKET,
    stop: async () => {
      await check.stop();
      await server.close();
    },
  };
}
