// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, type CookieDocument } from '../../../src/adapters/browser/cookie-jar';

/** Keeps every string written to `cookie`, as a browser receives them. */
class RecordingDocument implements CookieDocument {
  readonly writes: string[] = [];
  cookie = '';
  constructor() {
    Object.defineProperty(this, 'cookie', {
      get: () => '',
      set: (value: string) => this.writes.push(value),
    });
  }
}

const attributes = (write: string | undefined) => (write ?? '').split('; ').slice(1);
const now = new Date('2026-03-01T10:00:00Z');

beforeEach(() => {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe('CookieJar on a real document (jsdom)', () => {
  it('reads back every value it wrote, whatever characters it holds', () => {
    const jar = new CookieJar();
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.string({ maxLength: 200 }),
        (suffix, value) => {
          const name = `k${encodeURIComponent(suffix)}`.replace(/%/g, '_');
          jar.set(name, value);
          expect(jar.get(name)).toBe(value);
        },
      ),
    );
  });

  it('keeps JSON user data intact', () => {
    const jar = new CookieJar();
    const userData = JSON.stringify({ id: '7', name: 'Shilan', fullName: 'شیلان ئەحمەد', areas: ['chat'] });
    jar.set('userData', userData);
    expect(JSON.parse(jar.get('userData') ?? '')).toEqual(JSON.parse(userData));
  });

  it('forgets a removed cookie and leaves the others', () => {
    const jar = new CookieJar();
    jar.set('serviceToken', 'a');
    jar.set('chatToken', 'b');
    jar.remove('serviceToken');
    expect(jar.get('serviceToken')).toBeNull();
    expect(jar.get('chatToken')).toBe('b');
  });

  it('answers null for a cookie that was never set, and for a name that only prefixes another', () => {
    const jar = new CookieJar();
    jar.set('serviceTokenOld', 'x');
    expect(jar.get('serviceToken')).toBeNull();
  });

  it('returns the raw text of a cookie another script wrote without encoding', () => {
    document.cookie = 'legacy=100%; Path=/';
    expect(new CookieJar().get('legacy')).toBe('100%');
  });
});

describe('CookieJar attributes', () => {
  it('writes a 22-day expiry, path / and SameSite=Lax', () => {
    const doc = new RecordingDocument();
    new CookieJar({ document: doc, secure: false, now: () => now }).set('serviceToken', 'abc');
    expect(doc.writes[0]?.split('; ')[0]).toBe('serviceToken=abc');
    expect(attributes(doc.writes[0])).toEqual([
      'Expires=Mon, 23 Mar 2026 10:00:00 GMT',
      `Max-Age=${22 * 86_400}`,
      'Path=/',
      'SameSite=Lax',
    ]);
  });

  it('adds Secure when the page is served over https', () => {
    const doc = new RecordingDocument();
    new CookieJar({ document: doc, secure: true, now: () => now }).set('chatToken', 'c');
    expect(attributes(doc.writes[0])).toContain('Secure');
  });

  it('takes Secure from the page protocol by default (http here)', () => {
    const doc = new RecordingDocument();
    new CookieJar({ document: doc }).set('chatToken', 'c');
    expect(location.protocol).toBe('http:');
    expect(attributes(doc.writes[0])).not.toContain('Secure');
  });

  it('removes with the same path and an expiry in the past', () => {
    const doc = new RecordingDocument();
    new CookieJar({ document: doc, secure: true }).remove('userData');
    expect(doc.writes).toEqual([
      'userData=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('honours a lifetime given for one cookie', () => {
    const doc = new RecordingDocument();
    new CookieJar({ document: doc, secure: false, now: () => now }).set('i18next', 'ku', 365);
    expect(attributes(doc.writes[0])).toContain(`Max-Age=${365 * 86_400}`);
  });
});
