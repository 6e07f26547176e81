import { describe, expect, it } from 'vitest';
import { videoContentType } from '../../web/src/lib/video-upload';

describe('videoContentType', () => {
  it.each([
    [{ name: 'lecture.MOV', type: '' }, 'video/quicktime'],
    [{ name: 'lecture.avi', type: 'video/avi' }, 'video/x-msvideo'],
    [{ name: 'lecture.mp4', type: 'video/mp4' }, 'video/mp4'],
    [{ name: 'lecture.webm', type: '' }, 'video/webm'],
    [{ name: 'notes.pdf', type: 'application/pdf' }, 'application/pdf'],
  ])('%o → %s', (file, type) => {
    expect(videoContentType(file)).toBe(type);
  });
});
