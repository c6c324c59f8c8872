import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../src/domain/preferences/language';
import {
  createCellFormatter,
  warmUpCellFormats,
} from '../../../src/ui/features/resource-list/columns/cell-format';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { col, type ColumnSpec } from '../../../src/ui/features/resource-list/columns/column-spec';
import { MEDIA_OTP_CHAT_COLUMNS } from '../../../src/ui/features/resource-list/columns/media-otp-chat.columns';
import { displayFor } from './display';

const RLM = '\u200f';
const textOf = (language: Language, spec: ColumnSpec, row: unknown) =>
  createCellFormatter(displayFor(language))(spec, row).text;

describe('cell formatting', () => {
  it.each([
    ['en', '21 Nov 2026, 13:05'],
    ['ar', `21${RLM}/11${RLM}/2026، 13:05`],
    ['ku', `21${RLM}/11${RLM}/2026، 13:05`],
  ] as const)('shows an instant in %s as %j (Latin digits, 24-hour clock)', (language, shown) => {
    const spec = col.dateTime('createdAt');
    expect(textOf(language, spec, { createdAt: '2026-11-21T13:05:00.000Z' })).toBe(shown);
    expect(textOf(language, spec, { createdAt: Date.UTC(2026, 10, 21, 13, 5) })).toBe(shown);
  });

  it.each([
    ['en', '05 Oct 2026'],
    ['ar', `05${RLM}/10${RLM}/2026`],
    ['ku', `05${RLM}/10${RLM}/2026`],
  ] as const)('shows a calendar day in %s as %j, never moved by the time zone', (language, shown) => {
    expect(textOf(language, col.date('deadline'), { deadline: '2026-10-05' })).toBe(shown);
  });

  it.each([
    ['en', true, 'Yes'],
    ['en', 'false', 'No'],
    ['ar', true, 'نعم'],
    ['ar', false, 'لا'],
    ['ku', 'true', 'بەڵێ'],
    ['ku', false, 'نەخێر'],
    ['en', 'maybe', 'maybe'],
  ] as const)('shows the boolean %s %j as %j', (language, value, shown) => {
    expect(textOf(language, col.boolean('isActive'), { isActive: value })).toBe(shown);
  });

  it.each([
    [[{ id: 1 }, { id: 2 }, { id: 3 }], '3'],
    [[], '0'],
    [{ cv: 'a', city: 'Erbil' }, '2'],
    [null, ''],
  ])('shows the nested value %j as its count %j, never as JSON', (value, shown) => {
    expect(textOf('en', col.count('assistants'), { assistants: value })).toBe(shown);
  });

  it.each([
    ['en', 'Erbil Women’s Hospital'],
    ['ku', 'نەخۆشخانەی ئافرەتانی هەولێر'],
    ['ar', 'مستشفى أربيل للنساء'],
  ] as const)('shows a trilingual name in %s as %j', (language, shown) => {
    const row = {
      nameEn: 'Erbil Women’s Hospital',
      nameKu: 'نەخۆشخانەی ئافرەتانی هەولێر',
      nameAr: 'مستشفى أربيل للنساء',
    };
    expect(textOf(language, col.localized('name'), row)).toBe(shown);
  });

  it('falls back to another language, then to the bare field, when the shown one is empty', () => {
    expect(textOf('ku', col.localized('name'), { nameEn: 'Pharmacy', nameKu: '' })).toBe('Pharmacy');
    expect(textOf('ar', col.localized('name'), { name: 'Lab' })).toBe('Lab');
  });

  it.each([
    ['an appointment state', 2, 'ar', 'تم التعيين', col.appointmentState('state')],
    ['an unknown appointment state', 9, 'en', '9', col.appointmentState('state')],
    ['a carousel placement', 19, 'en', 'HDU', col.carouselPlacement('carouselFor')],
    ['a slider destination', 'Home Page', 'en', 'Home Page', col.sliderDestination('destination')],
    ['a job platform', 2, 'en', 'Both', col.jobPlatform('platform')],
    ['a job placement', 0, 'en', 'Submit Your CV', col.jobPlacement('placement')],
    ['an order status', 'OutForDelivery', 'en', 'Out for delivery', col.enum('status', 'orderStatus')],
    ['an unknown order status', 'Lost', 'en', 'Lost', col.enum('status', 'orderStatus')],
    ['working days', 0b1000011, 'en', 'Sat, Sun, Mon', col.weekdays('workingDays')],
    ['working days', 0b0000110, 'ku', 'دووشەممە، سێشەممە', col.weekdays('workingDays')],
    ['a language', 'ku', 'en', 'کوردی', col.language('defaultLanguage')],
    ['a time of day', '09:00:00', 'ar', '09:00', col.time('dayStartsAt')],
    ['a duration', 155, 'en', '2:35', col.duration('durationSeconds')],
    ['an amount', 3750, 'en', 'IQD\u00a03,750', col.money('price')],
    ['a year', 1998, 'en', '1998', col.year('issuedYear')],
    ['an embedded picture', 'data:image/svg+xml;base64,AAAA', 'en', 'Embedded image', col.image('imageUrl')],
  ] as const)('shows %s %j in %s as %j', (_what, value, language, shown, spec) => {
    expect(textOf(language, spec, { [spec.field]: value })).toBe(shown);
  });

  it('links an address of the web and reads it left to right', () => {
    const cell = createCellFormatter(displayFor('ar'))(col.link('cvUrl'), {
      cvUrl: 'https://files.example/cv.pdf',
    });
    expect(cell).toEqual({
      text: 'https://files.example/cv.pdf',
      sortKey: 'https://files.example/cv.pdf',
      href: 'https://files.example/cv.pdf',
      ltr: true,
    });
  });

  it("links a row's name to its own screen, its id escaped, and nothing without an id or a text", () => {
    const spec = { ...col.localized('name'), detail: '/dashboard/Doctors/profile/{id}' };
    const format = createCellFormatter(displayFor('ar'));
    expect(format(spec, { id: 7, nameEn: 'Lana', nameAr: 'لانا' })).toMatchObject({
      text: 'لانا',
      to: '/dashboard/Doctors/profile/7',
    });
    expect(format(spec, { id: 'a/b', nameEn: 'Lana' }).to).toBe('/dashboard/Doctors/profile/a%2Fb');
    expect(format(spec, { nameEn: 'Lana' }).to).toBeUndefined();
    expect(format(spec, { id: 7, nameEn: '' }).to).toBeUndefined();
  });

  it("links a tree view with the cell's shown text and the row's fields, each escaped, and nothing when a field is missing", () => {
    const spec = {
      ...col.localized('title'),
      detail: '/dashboard/centergallery/tree-view/{text}/{centerId}/{id}',
    };
    const format = createCellFormatter(displayFor('ar'));
    expect(format(spec, { id: 3, centerId: 9, titleEn: 'Maternity', titleAr: 'الولادة/أ' }).to).toBe(
      '/dashboard/centergallery/tree-view/%D8%A7%D9%84%D9%88%D9%84%D8%A7%D8%AF%D8%A9%2F%D8%A3/9/3',
    );
    expect(format(spec, { id: 3, titleEn: 'Maternity' }).to).toBeUndefined();
  });

  it("makes a video's thumbnail play the video: it opens the video's address, and nothing for a script's", () => {
    const spec = MEDIA_OTP_CHAT_COLUMNS[ResourceKey.Videos][0];
    const format = createCellFormatter(displayFor('en'));
    const cell = format(spec, {
      thumbnailUrl: 'https://media.example/t/4.jpg',
      videoUrl: 'https://media.example/v/4.mp4',
    });
    expect(cell.image?.src).toBe('https://media.example/t/4.jpg');
    expect(cell.href).toBe('https://media.example/v/4.mp4');
    expect(
      format(spec, { thumbnailUrl: 'https://media.example/t/4.jpg', videoUrl: 'javascript:alert(1)' }).href,
    ).toBeUndefined();
    expect(
      format(spec, { thumbnailUrl: 'https://media.example/t/4.jpg', videoUrl: null }).href,
    ).toBeUndefined();
  });

  it('never links a script address', () => {
    const cell = createCellFormatter(displayFor('en'))(col.link('url'), { url: 'javascript:alert(1)' });
    expect(cell.href).toBeUndefined();
  });

  it('shows a value of the wrong type as its text instead of failing', () => {
    const format = createCellFormatter(displayFor('en'));
    expect(format(col.dateTime('createdAt'), { createdAt: 'soon' }).text).toBe('soon');
    expect(format(col.number('stock'), { stock: { boxes: 2 } }).text).toBe('{"boxes":2}');
    expect(format(col.text('name'), 42).text).toBe('');
  });
});

describe('the Intl formatters of the lists', () => {
  /** Counts the Intl formatters made while `run` runs. */
  function madeDuring(run: () => void): number {
    const number = vi.spyOn(Intl, 'NumberFormat');
    const date = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      run();
      return number.mock.calls.length + date.mock.calls.length;
    } finally {
      number.mockRestore();
      date.mockRestore();
    }
  }

  // Another zone than the other tests', so this file's earlier formatters are not the ones reused.
  const display = { ...displayFor('en'), timeZone: 'Asia/Baghdad' };
  const rows = [{ count: 3, createdAt: '2026-11-21T13:05:00.000Z' }];
  const drawRows = () => {
    const format = createCellFormatter(display);
    for (const row of rows) {
      format(col.number('count'), row);
      format(col.dateTime('createdAt'), row);
    }
  };

  it('are made ahead by the warm-up, at most one per scheduled task, so drawing rows makes none', () => {
    const tasks: (() => void)[] = [];
    expect(madeDuring(() => warmUpCellFormats(display, (task) => tasks.push(task)))).toBe(0);
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    // At most one each: the number format of English may be made already, by an earlier test.
    expect(madeDuring(() => tasks.forEach((task) => task()))).toBeLessThanOrEqual(tasks.length);
    expect(madeDuring(drawRows)).toBe(0);
  });

  it('are shared by every list of a language: a second list makes none', () => {
    const other = { ...displayFor('ar'), timeZone: 'Asia/Tokyo' };
    const drawOther = () => createCellFormatter(other)(col.number('count'), { count: 1200.5 });
    expect(madeDuring(drawOther)).toBe(1);
    expect(madeDuring(drawOther)).toBe(0);
    expect(drawOther().text).toBe('1,200.5');
  });
});
