import { GetObjectCommand } from '@aws-sdk/client-s3';
import { NotAuthenticated, NotFound } from '#lib/errors.js';
import { playbackUrl, PLAYBACK_URL_SECONDS } from '#lib/media-urls.js';
import { s3, videoBucket } from '#lib/s3.js';
import { issueScopedToken, scopedTokenSubject, type TokenClaims } from '#lib/tokens.js';
import { hlsPrefix, posterKey } from './transcode-ladder.js';
import type { VideoRecord } from './videos.js';

/**
 * Playing a lecture's renditions without ever exposing them unsigned: playlists come through the API
 * (to an enrolled student only), with each variant pointing back at the API and each segment replaced
 * by a signed, expiring link to that one object.
 */
export const MASTER_PLAYLIST = 'master.m3u8';

const renditionPlaylist = (rendition: string) => `master_${rendition}.m3u8`;

/** The API address of one of a lecture's playlists. */
export const playlistPath = (courseId: string, videoId: string, playlist: string) =>
  `/api/courses/${encodeURIComponent(courseId)}/videos/${encodeURIComponent(videoId)}/hls/${encodeURIComponent(playlist)}`;

/**
 * A browser that plays HLS itself (Safari on iOS before 17.1, where hls.js cannot run) fetches the
 * playlists with no way to send the session: it gets them from a second route, with a ticket in the
 * query that opens this one lecture's playlists, for this one person, for as long as a segment link
 * lives. Each variant of the master carries the ticket on.
 */
const TICKET_AUDIENCE = 'hls-playlists';

/** The ticket route's address of one of a lecture's playlists. */
export const nativePlaylistPath = (courseId: string, videoId: string, playlist: string, ticket: string) =>
  `/api/courses/${encodeURIComponent(courseId)}/videos/${encodeURIComponent(videoId)}/hls-native/${encodeURIComponent(playlist)}?ticket=${encodeURIComponent(ticket)}`;

const ticketSubject = (viewer: Pick<TokenClaims, 'userId' | 'role'>, courseId: string, videoId: string) =>
  `${viewer.role}:${viewer.userId}:${courseId}:${videoId}`;

/** Who a ticket was given to, if it is valid and opens this lecture; otherwise 401. */
export async function ticketHolder(
  ticket: string | undefined,
  courseId: string,
  videoId: string,
): Promise<TokenClaims> {
  const subject = ticket ? await scopedTokenSubject(ticket, TICKET_AUDIENCE) : undefined;
  const [role, userId, course, video] = subject?.split(':') ?? [];
  if ((role !== 'student' && role !== 'admin') || !userId || course !== courseId || video !== videoId)
    throw new NotAuthenticated('unauthenticated');
  return { userId, role, sessionVersion: 0 };
}

export interface HlsPlayback {
  /** For hls.js: the master through the API, with the session. */
  masterUrl: string;
  /** For a browser's own HLS player: the master through the ticket route. */
  nativeUrl: string;
  /** A frame of the lecture to show before it plays: a signed link, as a segment's. */
  posterUrl: string;
}

/** Where the player starts: only for a lecture whose renditions are ready. */
export async function hlsOf(
  video: VideoRecord,
  viewer: Pick<TokenClaims, 'userId' | 'role'>,
): Promise<HlsPlayback | undefined> {
  if (!renditionsReady(video)) return undefined;
  const ticket = await issueScopedToken(
    TICKET_AUDIENCE,
    ticketSubject(viewer, video.courseId, video._id),
    `${PLAYBACK_URL_SECONDS}s`,
  );
  return {
    masterUrl: playlistPath(video.courseId, video._id, MASTER_PLAYLIST),
    nativeUrl: nativePlaylistPath(video.courseId, video._id, MASTER_PLAYLIST, ticket),
    posterUrl: await playbackUrl(posterKey(video.courseId, video._id)),
  };
}

const renditionsReady = (video: VideoRecord) =>
  video.processing?.state === 'ready' && Boolean(video.hlsMasterKey) && Boolean(video.processing.renditions?.length);

/** master.m3u8 or the playlist of one of the lecture's recorded renditions; anything else names nothing. */
function playlistNamed(video: VideoRecord, playlist: string): { rendition?: string } {
  if (!renditionsReady(video)) throw new NotFound('video_not_found');
  if (playlist === MASTER_PLAYLIST) return {};
  const rendition = video.processing!.renditions!.find((name) => renditionPlaylist(name) === playlist);
  if (!rendition) throw new NotFound('not_found');
  return { rendition };
}

async function readText(key: string): Promise<string> {
  try {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: videoBucket(), Key: key }));
    return await Body!.transformToString('utf8');
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') throw new NotFound('video_not_found');
    throw error;
  }
}

/** Rewrites each URI line and each URI="..." attribute of a playlist; `map` returns undefined to drop a line. */
async function rewriteUris(text: string, map: (uri: string) => Promise<string | undefined>): Promise<string> {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    if (!trimmed.startsWith('#')) {
      const uri = await map(trimmed);
      if (uri !== undefined) out.push(uri);
      continue;
    }
    const match = /URI="([^"]*)"/.exec(trimmed);
    if (!match) {
      out.push(trimmed);
      continue;
    }
    const uri = await map(match[1]!);
    if (uri !== undefined) out.push(trimmed.replace(match[0], `URI="${uri}"`));
  }
  return `${out.join('\n')}\n`;
}

/**
 * The playlist as the student's player gets it. A master's variants are the lecture's own rendition
 * playlists (anything else is left out), at the address `variantPath` gives (the session route's, or
 * the ticket route's); a rendition's segments are that rendition's files alone, each a signed link
 * that expires after `seconds`.
 */
export async function playlistFor(
  video: VideoRecord,
  playlist: string,
  {
    seconds = PLAYBACK_URL_SECONDS,
    variantPath = (name: string) => playlistPath(video.courseId, video._id, name),
  }: { seconds?: number; variantPath?: (playlist: string) => string } = {},
): Promise<string> {
  const { rendition } = playlistNamed(video, playlist);
  const prefix = hlsPrefix(video.courseId, video._id);
  const text = await readText(`${prefix}${playlist}`);
  if (!rendition) {
    const playlists = new Set(video.processing!.renditions!.map(renditionPlaylist));
    return rewriteUris(text, async (uri) => (playlists.has(uri) ? variantPath(uri) : undefined));
  }
  const segment = new RegExp(`^master_${rendition.replace(/[^0-9A-Za-z]/g, '')}_\\d{1,9}\\.(ts|aac|m4s|mp4)$`);
  return rewriteUris(text, async (uri) => (segment.test(uri) ? playbackUrl(`${prefix}${uri}`, seconds) : undefined));
}
