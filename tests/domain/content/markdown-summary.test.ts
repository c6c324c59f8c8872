import { describe, expect, it } from 'vitest';
import { markdownSummary, usesMarkdown } from '../../../src/domain/content/markdown-summary';

describe('a markdown text as a page description', () => {
  it('keeps the words a reader sees and drops the marks that shape them', () => {
    expect(
      markdownSummary(
        '# Flu clinic\n\nOpen **every** _Monday_.\n\n- Bring your [card](https://example.org/card)\n> Ask `reception`',
      ),
    ).toBe('Flu clinic Open every Monday. Bring your card Ask reception');
  });

  it('drops tags typed in the text, keeping the text between them', () => {
    expect(markdownSummary('Hello <script>alert(1)</script> <b>world</b>')).toBe('Hello alert(1) world');
  });

  it('is never longer than asked, cut on a word when one is near, and marked as cut', () => {
    const long = 'word '.repeat(100);
    const summary = markdownSummary(long, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('word…')).toBe(true);
    expect(markdownSummary('short text', 40)).toBe('short text');
  });

  it('keeps Kurdish and Arabic text as written', () => {
    expect(markdownSummary('## کلینیکی **ئەنفلۆنزا**')).toBe('کلینیکی ئەنفلۆنزا');
    expect(markdownSummary('* عيادة _الإنفلونزا_')).toBe('عيادة الإنفلونزا');
  });

  it('tells a plain text from one that uses markdown', () => {
    for (const plain of [
      'Consultant in obstetrics, 22 years of experience.',
      'Two paragraphs.\n\nThe second one, with a date: 2026-11-27 and 50% off.',
      'پزیشکی پسپۆڕ لە نەخۆشییەکانی منداڵان.',
      'Consultant in Obstetrics & Gynaecology.',
    ])
      expect(usesMarkdown(plain)).toBe(false);
    for (const marked of [
      '**bold**',
      '# Title',
      'See [the guide](https://example.org)',
      '> quoted',
      '- one\n- two',
      '1. first',
      '<b>raw</b>',
      'a &amp; b',
      '`code`',
    ])
      expect(usesMarkdown(marked)).toBe(true);
  });
});
