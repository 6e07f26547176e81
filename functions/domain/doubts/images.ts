import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import type { DOUBT_IMAGE_TYPES } from '#shared/doubts.js';
import { InvalidInput } from '#lib/errors.js';
import { s3, videoBucket } from '#lib/s3.js';

const UPLOAD_SECONDS = 10 * 60;
const EXTENSIONS: Record<(typeof DOUBT_IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const uploaderPrefix = (userId: string) => `media/doubts/${userId}/`;

/** A presigned PUT for one photo under the uploader's own prefix; the type and the exact size are signed into it. */
export async function doubtImageUploadUrl(
  userId: string,
  input: { contentType: (typeof DOUBT_IMAGE_TYPES)[number]; size: number },
) {
  const imageKey = `${uploaderPrefix(userId)}${ulid()}.${EXTENSIONS[input.contentType]}`;
  const uploadUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: videoBucket(),
      Key: imageKey,
      ContentType: input.contentType,
      ContentLength: input.size,
    }),
    { expiresIn: UPLOAD_SECONDS },
  );
  return { uploadUrl, imageKey };
}

/** The photo a doubt or an answer names: the caller's own upload, and uploaded (not only asked for). */
export async function assertOwnImage(userId: string, imageKey: string): Promise<void> {
  if (!imageKey.startsWith(uploaderPrefix(userId)))
    throw new InvalidInput('doubt_image_missing', undefined, { field: 'imageKey' });
  try {
    await s3().send(new HeadObjectCommand({ Bucket: videoBucket(), Key: imageKey }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403)
      throw new InvalidInput('doubt_image_missing', undefined, { field: 'imageKey' });
    throw error;
  }
}
