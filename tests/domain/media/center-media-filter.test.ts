import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropPhotosWithoutUrl, dropVideosWithoutUrl } from '../../../src/domain/media/center-media-filter';

const blankArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), maxLength: 4 }),
);
const linkArb = fc.oneof(
  fc.constantFrom('https://cdn.example.org/v/1.mp4', '/media/photo.jpg', ' x ', 'a'),
  fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''),
);
const urlArb = fc.oneof(blankArb, linkArb);

const isLink = (url: string | null | undefined): boolean => typeof url === 'string' && url.trim().length > 0;

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('center media without a link are dropped', () => {
  const videosArb = fc.array(fc.record({ id: fc.nat(), videoUrl: urlArb }, { requiredKeys: ['id'] }), {
    maxLength: 30,
  });
  const photosArb = fc.array(fc.record({ id: fc.nat(), imageUrl: urlArb }, { requiredKeys: ['id'] }), {
    maxLength: 30,
  });

  it('keeps exactly the videos whose videoUrl has a non-space character', () => {
    fc.assert(
      fc.property(videosArb, (videos) => {
        expect(dropVideosWithoutUrl(videos)).toEqual(videos.filter((v) => isLink(v.videoUrl)));
      }),
    );
  });

  it('keeps exactly the photos whose imageUrl has a non-space character', () => {
    fc.assert(
      fc.property(photosArb, (photos) => {
        expect(dropPhotosWithoutUrl(photos)).toEqual(photos.filter((p) => isLink(p.imageUrl)));
      }),
    );
  });

  it('drops every video and photo whose link is missing, null, empty or only spaces', () => {
    fc.assert(
      fc.property(blankArb, (videoUrl) => {
        expect(dropVideosWithoutUrl([{ videoUrl }])).toEqual([]);
        expect(dropPhotosWithoutUrl([{ imageUrl: videoUrl }])).toEqual([]);
      }),
    );
  });

  it('keeps the media in their original order', () => {
    fc.assert(
      fc.property(videosArb, photosArb, (videos, photos) => {
        expect(isSubsequence(dropVideosWithoutUrl(videos), videos)).toBe(true);
        expect(isSubsequence(dropPhotosWithoutUrl(photos), photos)).toBe(true);
      }),
    );
  });

  it.each<[string, string | null | undefined, boolean]>([
    ['a full link', 'https://cdn.example.org/centers/1.mp4', true],
    ['a relative link', '/uploads/1.jpg', true],
    ['a link with spaces around it', '  /uploads/1.jpg ', true],
    ['an empty string', '', false],
    ['spaces only', '   ', false],
    ['a tab and a no-break space', '\t\u00a0', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s: kept %s', (_case, url, kept) => {
    expect(dropVideosWithoutUrl([{ videoUrl: url }]).length).toBe(kept ? 1 : 0);
    expect(dropPhotosWithoutUrl([{ imageUrl: url }]).length).toBe(kept ? 1 : 0);
  });

  it('drops a video that has no videoUrl field at all', () => {
    expect(dropVideosWithoutUrl([{}, { videoUrl: 'v.mp4' }])).toEqual([{ videoUrl: 'v.mp4' }]);
  });
});
