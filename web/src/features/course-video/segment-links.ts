import { PLAYBACK_URL_SECONDS } from '../../../../shared/constants';

/**
 * Keeps a lecture's segment links fresh while it plays. Each rendition playlist (from the API) lists
 * its segments as signed links that expire PLAYBACK_URL_SECONDS after they were made. A segment
 * about to be loaded from a playlist fetched longer ago than that, less a margin, is loaded from a
 * link in the same playlist fetched again, so a long lecture never meets an expired link (and the
 * player never has to start over). Ages are measured on this device from the playlist's request,
 * so a device clock that is wrong does not matter.
 */
export const REFRESH_MARGIN_MS = 2 * 60_000;
const STALE_AFTER_MS = PLAYBACK_URL_SECONDS * 1000 - REFRESH_MARGIN_MS;

interface PlaylistLinks {
  fetchedAt: number;
  /** Segment file name → its link, from the last fetch made here (none while hls.js's own is in use). */
  links?: Map<string, string>;
  refreshing?: Promise<void>;
}

const fileName = (url: string) => new URL(url, 'http://local.invalid').pathname.split('/').pop() ?? '';
/** A playlist as hls.js names it on request and on its segments (absolute) or as written (relative): the same key. */
const playlistKey = (url: string) => {
  const { pathname, search } = new URL(url, 'http://local.invalid');
  return `${pathname}${search}`;
};

export class SegmentLinks {
  private readonly playlists = new Map<string, PlaylistLinks>();

  constructor(
    private readonly fetchPlaylist: (url: string) => Promise<string>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** hls.js is about to request a playlist: its links are as old as this request. */
  playlistRequested(url: string): void {
    this.playlists.set(playlistKey(url), { fetchedAt: this.now() });
  }

  /** The link to load a segment of `playlistUrl` from: `segmentUrl` while fresh, else one fetched anew. */
  async linkFor(playlistUrl: string, segmentUrl: string): Promise<string> {
    const playlist = this.playlists.get(playlistKey(playlistUrl));
    if (!playlist) return segmentUrl;
    if (this.now() - playlist.fetchedAt >= STALE_AFTER_MS) await this.refresh(playlistUrl, playlist);
    return playlist.links?.get(fileName(segmentUrl)) ?? segmentUrl;
  }

  private refresh(playlistUrl: string, playlist: PlaylistLinks): Promise<void> {
    playlist.refreshing ??= (async () => {
      const requestedAt = this.now();
      try {
        const text = await this.fetchPlaylist(playlistUrl);
        const links = new Map<string, string>();
        for (const line of text.split(/\r?\n/).map((value) => value.trim())) {
          if (line && !line.startsWith('#')) links.set(fileName(line), line);
        }
        playlist.links = links;
        playlist.fetchedAt = requestedAt;
      } catch {
        // Offline for a moment: the old link is tried, and a refused one makes the player start over.
      } finally {
        playlist.refreshing = undefined;
      }
    })();
    return playlist.refreshing;
  }
}
