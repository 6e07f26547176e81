import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import type { QUESTION_IMAGE_TYPES } from '#shared/mock-tests.js';
import { s3, videoBucket } from '#lib/s3.js';
import { questionImagePrefix } from './question-records.js';
import { getTest } from './tests.js';

const IMAGE_UPLOAD_SECONDS = 10 * 60;
const EXTENSIONS: Record<(typeof QUESTION_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A presigned PUT for one question image, under the test's prefix (private: served signed). */
export async function questionImageUploadUrl(
  testId: string,
  input: { contentType: (typeof QUESTION_IMAGE_TYPES)[number]; size: number },
) {
  await getTest(testId);
  const imageKey = `${questionImagePrefix(testId)}${ulid()}.${EXTENSIONS[input.contentType]}`;
  const uploadUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: videoBucket(),
      Key: imageKey,
      ContentType: input.contentType,
      ContentLength: input.size,
    }),
    {
      expiresIn: IMAGE_UPLOAD_SECONDS,
    },
  );
  return { uploadUrl, imageKey };
}
