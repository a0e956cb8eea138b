import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVideoId, thumbnailUrl, watchUrl } from './youtube-link.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoId', () => {
  it.each([
    // watch pages, with the extras people leave in
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', ID],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RDAMVMdQw4w9WgXcQ', ID],
    ['https://www.youtube.com/watch?v=YE7VzlLtp-4&t=1s&end=9', 'YE7VzlLtp-4'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=42', ID],
    ['https://www.youtube.com/watch?feature=player_embedded&v=dQw4w9WgXcQ', ID],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI&index=3', ID],
    ['https://www.youtube.com/watch?v=YE7VzlLtp-4&v=BaW_jenozKc', 'YE7VzlLtp-4'],
    ['https://www.youtube.com/watch?feature=player_embedded&amp;amp;v=V36LpHqtcDY', 'V36LpHqtcDY'],
    ['https://www.youtube.com/watch/?v=dQw4w9WgXcQ', ID],
    ['https://www.youtube.com/watch_popup?v=dQw4w9WgXcQ', ID],
    ['https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', ID],
    ['https://www.youtubekids.com/watch?v=Xy-z_0123_A', 'Xy-z_0123_A'],
    ['https://youtubekids.com/watch?v=Xy-z_0123_A', 'Xy-z_0123_A'],
    // path forms
    ['https://youtu.be/dQw4w9WgXcQ', ID],
    ['https://youtu.be/dQw4w9WgXcQ?si=abcDEF123&t=17', ID],
    ['https://www.youtube.com/embed/CsmdDsKjzN8', 'CsmdDsKjzN8'],
    ['https://www.youtube.com/embed/CsmdDsKjzN8?start=10&autoplay=1', 'CsmdDsKjzN8'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', ID],
    ['https://www.youtube.com/v/dQw4w9WgXcQ?version=3', ID],
    ['https://www.youtube.com/e/dQw4w9WgXcQ', ID],
    ['https://www.youtube.com/shorts/BGQWPY4IigY', 'BGQWPY4IigY'],
    ['https://m.youtube.com/shorts/BGQWPY4IigY?feature=share', 'BGQWPY4IigY'],
    ['https://www.youtube.com/live/qVv6vCqciTM?si=x', 'qVv6vCqciTM'],
    ['https://youtube.googleapis.com/v/dQw4w9WgXcQ', ID],
    // without a scheme, with stray whitespace, or bare
    ['youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['youtu.be/dQw4w9WgXcQ', ID],
    ['//www.youtube.com/embed/dQw4w9WgXcQ', ID],
    ['  https://youtu.be/dQw4w9WgXcQ \n', ID],
    ['dQw4w9WgXcQ', ID],
    ['  -_-_-_-_-_-  ', '-_-_-_-_-_-'],
  ])('%s → %s', (input, expected) => expect(parseVideoId(input)).toBe(expected));

  it.each([
    [''],
    ['   '],
    ['dQw4w9WgXc'], // 10 characters
    ['dQw4w9WgXcQQ'], // 12 characters
    ['dQw4w9WgX!Q'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['https://www.youtube.com/watch?v=dQw4w9'],
    ['https://www.youtube.com/watch?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    ['https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    ['https://www.youtube.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    ['https://www.youtube.com/channel/UCVYamHliCI9rw1tHR1xbkfw'],
    ['https://www.youtube.com/@Dave2D'],
    ['https://www.youtube.com/c/Dave2D'],
    ['https://www.youtube.com/user/dave2d'],
    ['https://www.youtube.com/dQw4w9WgXcQ'],
    ['https://www.youtube.com/'],
    ['https://youtu.be/'],
    ['https://youtu.be/dQw4w9WgXcQ/extra'],
    ['https://any.youtube.com.evil.com/watch?v=dQw4w9WgXcQ'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ'],
    ['https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com@evil.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871'],
    ['https://www.twitch.tv/videos/dQw4w9WgXcQ'],
    ['ftp://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['not a link at all'],
  ])('%j → null', (input) => expect(parseVideoId(input)).toBeNull());
});

describe('parseVideoId properties', () => {
  const idArb = fc.stringMatching(/^[0-9A-Za-z_-]{11}$/);
  const forms: ((id: string) => string)[] = [
    (id) => `https://www.youtube.com/watch?v=${id}`,
    (id) => `https://m.youtube.com/watch?feature=share&v=${id}&t=10s`,
    (id) => `https://music.youtube.com/watch?v=${id}&list=RD${id}`,
    (id) => `youtube.com/watch?v=${id}#t=1m2s`,
    (id) => `https://www.youtube.com/watch_popup?v=${id}`,
    (id) => `https://youtu.be/${id}?si=share`,
    (id) => `youtu.be/${id}`,
    (id) => `https://www.youtube.com/embed/${id}`,
    (id) => `https://www.youtube-nocookie.com/embed/${id}?start=3`,
    (id) => `https://www.youtube.com/v/${id}`,
    (id) => `https://www.youtube.com/e/${id}`,
    (id) => `https://www.youtube.com/shorts/${id}`,
    (id) => `https://www.youtube.com/live/${id}`,
    (id) => `https://www.youtubekids.com/watch?v=${id}`,
    (id) => ` ${id}\t`,
  ];

  it('reads back any valid id from any accepted form', () => {
    fc.assert(
      fc.property(idArb, fc.constantFrom(...forms), (id, form) => {
        expect(parseVideoId(form(id))).toBe(id);
      }),
    );
  });

  it('gives null for text that is neither a YouTube link nor an 11-character id', () => {
    const notYouTube = fc
      .string({ unit: 'grapheme', maxLength: 80 })
      .filter((s) => !/youtu/i.test(s) && !/^[0-9A-Za-z_-]{11}$/.test(s.trim()));
    fc.assert(
      fc.property(notYouTube, (s) => {
        expect(parseVideoId(s)).toBeNull();
      }),
    );
  });

  it('gives null for ids of any other length in a watch link', () => {
    const wrongLength = fc.stringMatching(/^[0-9A-Za-z_-]{0,30}$/).filter((s) => s.length !== 11);
    fc.assert(
      fc.property(wrongLength, (s) => {
        expect(parseVideoId(`https://www.youtube.com/watch?v=${s}`)).toBeNull();
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (s) => {
        const result = parseVideoId(s);
        expect(result === null || /^[0-9A-Za-z_-]{11}$/.test(result)).toBe(true);
      }),
    );
  });
});

describe('links built from an id', () => {
  it('uses the sddefault thumbnail and the canonical watch page', () => {
    expect(thumbnailUrl(ID)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg');
    expect(watchUrl(ID)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(parseVideoId(watchUrl(ID))).toBe(ID);
  });
});
