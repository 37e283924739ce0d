import { describe, expect, it } from 'vitest';
import { notModified, parseIfNoneMatch, weakMatch } from './conditional';

const TAG = '"abc123-br"';

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  it.each([
    ['the same strong tag', '"abc123-br"'],
    ['the tag weakened by a cache', 'W/"abc123-br"'],
    ['a list that holds it', '"old", "abc123-br" ,W/"other"'],
    ['a list with empty elements', ' , "old",,W/"abc123-br", '],
    ['a list without spaces', '"a","abc123-br"'],
    ['a star', '*'],
    ['a star with spaces', '  *  '],
  ])('answers 304 for %s', (_name, header) => {
    expect(notModified(header, TAG)).toBe(true);
  });

  it('matches a weak tag of ours too (weak comparison both ways)', () => {
    expect(notModified('"x"', 'W/"x"')).toBe(true);
    expect(weakMatch('W/"x"', 'W/"x"')).toBe(true);
  });

  it.each([
    ['no header', null],
    ['another tag', '"abc123-gzip"'],
    ['the tag of another encoding of the same file', '"abc123"'],
    ['a tag that only starts like it', '"abc123-b"'],
    ['an empty header', ''],
    ['only commas', ' , ,'],
  ])('answers the file for %s', (_name, header) => {
    expect(notModified(header, TAG)).toBe(false);
  });

  it.each([
    ['an unquoted tag', 'abc123-br'],
    ['a lowercase weak prefix', 'w/"abc123-br"'],
    ['a space inside the weak prefix', 'W/ "abc123-br"'],
    ['an unterminated quote', '"abc123-br'],
    ['a quote inside the tag', '"abc"123-br"'],
    ['a star in a list', '*, "abc123-br"'],
    ['a good tag beside a malformed one', '"abc123-br", bogus'],
    ['a control character', '"abc123-br\u0001"'],
    ['a space inside the quotes', '"abc123 -br"'],
  ])('ignores a malformed header (%s): no 304 on a guess', (_name, header) => {
    expect(parseIfNoneMatch(header)).toBeNull();
    expect(notModified(header, TAG)).toBe(false);
  });

  it('reads no header longer than 8 KB, even one that would match', () => {
    const long = `${'"x", '.repeat(2000)}${TAG}`;
    expect(long.length).toBeGreaterThan(8192);
    expect(notModified(long, TAG)).toBe(false);
  });

  it('takes obs-text inside a tag, as a byte string header carries it', () => {
    expect(notModified('"caf\u00e9"', '"caf\u00e9"')).toBe(true);
  });

  it('gives the opaque tags, quotes kept', () => {
    expect(parseIfNoneMatch('W/"a", "b"')).toEqual(['"a"', '"b"']);
    expect(parseIfNoneMatch('*')).toBe('*');
  });
});
