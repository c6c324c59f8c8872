import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteImage } from '../../../src/ui/site/pages/site-image';

const STORED = '/api/Media/images/0123456789abcdef0123456789abcdef.jpg';

describe("a site page's image", () => {
  it('offers a stored picture with its thumbnail, for the browser to take by the drawn size', () => {
    const drawn = renderToStaticMarkup(<SiteImage src={STORED} width={64} height={64} sizes="64px" />);
    expect(drawn).toContain(
      'srcSet="/api/Media/images/0123456789abcdef0123456789abcdef.thumb.jpg 250w, /api/Media/images/0123456789abcdef0123456789abcdef.jpg 1600w"',
    );
    expect(drawn).toContain('sizes="64px"');
    expect(drawn).toContain('loading="lazy"');
  });

  it('draws a picture kept elsewhere as it is, without a source set', () => {
    const drawn = renderToStaticMarkup(
      <SiteImage src="https://example.org/a.jpg" width={64} height={64} sizes="64px" />,
    );
    expect(drawn).not.toContain('srcSet');
    expect(drawn).not.toContain('sizes');
  });

  it("fetches the page's largest picture first, without waiting for the page to scroll", () => {
    const drawn = renderToStaticMarkup(
      <SiteImage src={STORED} width={1280} height={720} sizes="85vw" priority />,
    );
    expect(drawn).toContain('fetchPriority="high"');
    expect(drawn).toContain('loading="eager"');
  });
});
