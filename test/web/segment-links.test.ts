/**
 * A long lecture's segment links stay fresh: a segment due after its playlist's links have aged is
 * loaded from the same playlist fetched again, once for every segment waiting on it.
 */
import { describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_MS, SegmentLinks } from '../../web/src/features/course-video/segment-links';

const PLAYLIST = '/api/courses/C1/videos/V1/hls/master_360p.m3u8';
const MINUTE = 60_000;
/** The links of a playlist signed at `signedAt` (as the API writes it: relative names become signed links). */
const playlist = (signedAt: number) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:6',
    '#EXTINF:6.0,',
    `http://s3.local/media/courses/C1/hls/V1/master_360p_00001.ts?sig=${signedAt}`,
    '#EXTINF:6.0,',
    `http://s3.local/media/courses/C1/hls/V1/master_360p_00002.ts?sig=${signedAt}`,
    '#EXT-X-ENDLIST',
  ].join('\n');

function setUp(fetchPlaylist?: (url: string) => Promise<string>) {
  let now = 1_000_000;
  const fetched: string[] = [];
  const links = new SegmentLinks(
    fetchPlaylist ??
      (async (url) => {
        fetched.push(url);
        return playlist(now);
      }),
    () => now,
  );
  return { links, fetched, advance: (ms: number) => (now += ms), at: () => now };
}

describe('segment links while a lecture plays', () => {
  it('uses the playlist’s own link while it is young, and one fetched anew once it is 8 minutes old (links live 10)', async () => {
    const { links, fetched, advance, at } = setUp();
    const first = `http://s3.local/media/courses/C1/hls/V1/master_360p_00002.ts?sig=${at()}`;
    links.playlistRequested(PLAYLIST);
    advance(7 * MINUTE);
    expect(await links.linkFor(PLAYLIST, first)).toBe(first);
    expect(fetched).toEqual([]);

    advance(MINUTE);
    expect(REFRESH_MARGIN_MS).toBe(2 * MINUTE);
    const refreshedAt = at();
    expect(await links.linkFor(PLAYLIST, first)).toBe(
      `http://s3.local/media/courses/C1/hls/V1/master_360p_00002.ts?sig=${refreshedAt}`,
    );
    expect(fetched).toEqual([PLAYLIST]);

    advance(5 * MINUTE);
    expect(await links.linkFor(PLAYLIST, first)).toBe(
      `http://s3.local/media/courses/C1/hls/V1/master_360p_00002.ts?sig=${refreshedAt}`,
    );
    expect(fetched).toHaveLength(1);
    advance(3 * MINUTE);
    expect(await links.linkFor(PLAYLIST, first)).toBe(
      `http://s3.local/media/courses/C1/hls/V1/master_360p_00002.ts?sig=${at()}`,
    );
    expect(fetched).toHaveLength(2);
  });

  it('knows a playlist whether it is named relative to the site or in full', async () => {
    const { links, fetched, advance } = setUp();
    links.playlistRequested(`http://127.0.0.1:5173${PLAYLIST}`);
    advance(9 * MINUTE);
    expect(
      await links.linkFor(PLAYLIST, 'http://s3.local/media/courses/C1/hls/V1/master_360p_00001.ts?sig=old'),
    ).not.toContain('old');
    expect(fetched).toEqual([PLAYLIST]);
  });

  it('fetches an aged playlist once for segments asked for together', async () => {
    const { links, fetched, advance } = setUp();
    links.playlistRequested(PLAYLIST);
    advance(9 * MINUTE);
    const [one, two] = await Promise.all([
      links.linkFor(PLAYLIST, 'http://s3.local/media/courses/C1/hls/V1/master_360p_00001.ts?sig=old'),
      links.linkFor(PLAYLIST, 'http://s3.local/media/courses/C1/hls/V1/master_360p_00002.ts?sig=old'),
    ]);
    expect(fetched).toHaveLength(1);
    expect(one).toMatch(/master_360p_00001\.ts\?sig=\d+$/);
    expect(two).toMatch(/master_360p_00002\.ts\?sig=\d+$/);
    expect(one).not.toContain('old');
  });

  it('keeps the old link when the playlist cannot be fetched, and leaves a playlist it never saw requested alone', async () => {
    const { links, advance } = setUp(async () => {
      throw new Error('offline');
    });
    links.playlistRequested(PLAYLIST);
    advance(11 * MINUTE);
    expect(await links.linkFor(PLAYLIST, 'http://s3.local/x/master_360p_00001.ts?sig=old')).toBe(
      'http://s3.local/x/master_360p_00001.ts?sig=old',
    );
    expect(await links.linkFor('/api/other.m3u8', 'http://s3.local/x/other_00001.ts?sig=old')).toBe(
      'http://s3.local/x/other_00001.ts?sig=old',
    );
  });
});
