import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';
import { hlsPrefix } from './transcode-ladder.js';

/** Every object under the prefix: a lecture's renditions, or all of a course's. */
async function deleteUnder(prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: videoBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).map((object) => ({ Key: object.Key! }));
    if (keys.length) {
      const { Errors } = await s3().send(
        new DeleteObjectsCommand({ Bucket: videoBucket(), Delete: { Objects: keys, Quiet: true } }),
      );
      if (Errors?.length) logger.warn('Could not delete some rendition files', { failures: Errors });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

export const deleteRenditions = (courseId: string, videoId: string) => deleteUnder(hlsPrefix(courseId, videoId));

export const deleteCourseRenditions = (courseId: string) => deleteUnder(`media/courses/${courseId}/hls/`);
