import { describe, expect, it } from 'vitest';
import { checkUploadDraft, EMPTY_UPLOAD_DRAFT } from '../../web/src/features/admin-courses/videos/upload-draft';

/** The upload form says what the server would say, before anything is sent. */
describe('checkUploadDraft uses the server rules', () => {
  const file = new File([new Uint8Array(4)], 'lecture.mp4', { type: 'video/mp4' });
  const draft = { ...EMPTY_UPLOAD_DRAFT, file, title: 'Lecture' };

  it.each([
    [{ order: '1e125' }, { order: 'Order must be a whole number' }],
    [{ order: '100001' }, { order: 'Order must be at most 100000' }],
    [{ duration: '1e-131' }, { duration: 'Duration can have at most three decimals (milliseconds)' }],
    [{ duration: '90000' }, { duration: 'Duration is too long (at most 24 hours)' }],
    [{ title: 'a\u0000b' }, { title: 'Title contains invisible or invalid characters; please retype it' }],
    [
      { description: 'x\ud800' },
      { description: 'Description contains invisible or invalid characters; please retype it' },
    ],
  ])('refuses %o', (override, errors) => {
    expect(checkUploadDraft({ ...draft, ...override })).toEqual({ ok: false, errors });
  });

  it('reports every field at once', () => {
    expect(checkUploadDraft({ ...EMPTY_UPLOAD_DRAFT, duration: '-1', order: '1.5' })).toEqual({
      ok: false,
      errors: {
        file: 'Choose a video file to upload',
        title: 'Title is required',
        duration: 'Duration must be a number of seconds',
        order: 'Order must be a whole number',
      },
    });
  });

  it('accepts a usual upload', () => {
    expect(
      checkUploadDraft({ ...draft, duration: '95.5', order: '3', description: 'Line one\nLine two' }),
    ).toMatchObject({ ok: true, upload: { duration: 95.5, order: 3 } });
  });
});
