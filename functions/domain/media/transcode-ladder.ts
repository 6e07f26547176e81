/**
 * The HLS ladder every lecture is turned into, the same locally (ffmpeg) and in AWS (MediaConvert's
 * job template), in the layout MediaConvert writes, under the lecture's own prefix:
 *   media/courses/<courseId>/hls/<videoId>/master.m3u8
 *   .../master_<name>.m3u8 + .../master_<name>_00001.ts   each rendition's playlist and segments
 *   .../poster.0000000.jpg                                MediaConvert numbers its frame captures
 */
export interface VideoRung {
  readonly name: string;
  readonly height: number;
  /** Video bitrate, bits per second. */
  readonly videoBitrate: number;
  readonly audioBitrate: number;
}

export const VIDEO_LADDER: readonly VideoRung[] = [
  { name: '240p', height: 240, videoBitrate: 300_000, audioBitrate: 64_000 },
  { name: '360p', height: 360, videoBitrate: 600_000, audioBitrate: 96_000 },
  { name: '540p', height: 540, videoBitrate: 1_200_000, audioBitrate: 128_000 },
  { name: '720p', height: 720, videoBitrate: 2_400_000, audioBitrate: 128_000 },
  { name: '1080p', height: 1080, videoBitrate: 4_500_000, audioBitrate: 128_000 },
];

/** For a student who only listens: the lowest variant of the master playlist. */
export const AUDIO_RUNG = { name: 'audio', audioBitrate: 64_000 } as const;

export const SEGMENT_SECONDS = 6;
/** Keyframes at every segment start, in every rendition, so players can switch between them anywhere. */
export const GOP_SECONDS = 2;

/** The rungs a source of this height gets: never above the source (a 720p lecture has no 1080p). */
export function rungsFor(sourceHeight: number): VideoRung[] {
  const rungs = VIDEO_LADDER.filter((rung) => rung.height <= sourceHeight);
  return rungs.length ? rungs : [VIDEO_LADDER[0]!];
}

export const hlsPrefix = (courseId: string, videoId: string) => `media/courses/${courseId}/hls/${videoId}/`;
export const masterKey = (courseId: string, videoId: string) => `${hlsPrefix(courseId, videoId)}master.m3u8`;
export const POSTER_FILE = 'poster.0000000.jpg';
export const posterKey = (courseId: string, videoId: string) => `${hlsPrefix(courseId, videoId)}${POSTER_FILE}`;
