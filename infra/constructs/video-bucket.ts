import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Private course videos: admins upload with presigned multipart PUTs, students get signed, expiring URLs. Also the Excel exports, under exports/. */
export class VideoBucket extends Bucket {
  constructor(scope: Construct, id: string, props: { logBucket: IBucket }) {
    super(scope, id, {
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/media/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: false,
      cors: [
        {
          allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          // The browser needs each part's ETag to complete a multipart upload.
          exposedHeaders: ['ETag'],
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(2) },
        // Excel exports are handed out as links that live minutes; the files go after a day.
        { id: 'ExpireExports', prefix: 'exports/', expiration: Duration.days(1) },
        // Question bank spreadsheets are read once by their import, which deletes them; one left behind goes after a day.
        { id: 'ExpireImports', prefix: 'imports/', expiration: Duration.days(1) },
        // Study notes are uploaded here and moved under media/notes/ when saved; one never saved goes after a day.
        // Bank statements (uploads/statements/) are read by their import and go after a day too.
        { id: 'ExpireUploads', prefix: 'uploads/', expiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
