/** Lectures' videos (uploads, transcoding, HLS playback) and study notes. */
export { hlsOf, nativePlaylistPath, playlistFor, ticketHolder } from './hls-playback.js';
export {
  createNote,
  deleteCourseNotes,
  deleteLectureNotes,
  deleteNote,
  listNotes,
  noteDownload,
  noteUploadUrl,
} from './notes.js';
export { finishConversion } from './transcode-finish.js';
export {
  AUDIO_RUNG,
  GOP_SECONDS,
  hlsPrefix,
  POSTER_FILE,
  rungsFor,
  SEGMENT_SECONDS,
  type VideoRung,
} from './transcode-ladder.js';
export { MEDIACONVERT_INPUT, mediaConvertOutputGroups } from './transcode-mediaconvert-settings.js';
export { retryFailedTranscode, startTranscode } from './transcode-start.js';
export { queuedTranscodes, reportProgress } from './transcode.js';
export {
  abortUpload,
  completeUpload,
  deleteCourseContent,
  partUrls,
  startUpload,
  sweepOrphanMedia,
  uploadedParts,
} from './video-uploads.js';
export {
  createVideo,
  deleteVideo,
  getVideo,
  listVideos,
  reorderVideos,
  toAdminVideo,
  toVideo,
  updateVideoText,
  videoKeys,
  videoObjectKey,
} from './videos.js';
