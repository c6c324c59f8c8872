import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownText from '../../../src/ui/markdown/markdown-text.view';

const html = (text: string): string => renderToStaticMarkup(<MarkdownText text={text} />);

describe('markdown as the site and the editor preview draw it', () => {
  it('draws headings, emphasis, lists and quotes', () => {
    expect(html('# Title\n\n**bold** and *soft*\n\n- one\n- two\n\n> said')).toBe(
      '<h1>Title</h1>\n<p><strong>bold</strong> and <em>soft</em></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>said</p>\n</blockquote>',
    );
  });

  it('shows raw HTML as the text typed, never as elements', () => {
    const drawn = html('Hi <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n<b>bold?</b>');
    expect(drawn).not.toMatch(/<script|<img|<b>/);
    expect(drawn).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(drawn).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(drawn).toContain('&lt;b&gt;bold?&lt;/b&gt;');
  });

  it('opens a link to another site apart, without a way back to this page', () => {
    expect(html('[guide](https://example.org/a)')).toBe(
      '<p><a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow">guide</a></p>',
    );
    expect(html('[home](/site/news)')).toBe('<p><a href="/site/news">home</a></p>');
  });

  it('drops unsafe addresses and pictures from the text', () => {
    expect(html('[x](javascript:alert(1))')).toBe('<p><a href="">x</a></p>');
    expect(html('before ![a cat](https://tracker.example/pixel.png) after')).toBe(
      '<p>before <span>a cat</span> after</p>',
    );
  });
});
