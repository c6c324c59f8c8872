// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createSite } from '../../../src/create-site';
import type { SiteChatServices } from '../../../src/ui/site/site-chat-services';
import { SiteTokens } from '../../../src/ui/site/site-tokens';
import { clearBrowser, siteOptions, testPage } from '../../adapters/container/container-setup';

beforeEach(clearBrowser);

describe("the site's chat services (SiteTokens.Chat)", () => {
  it('are built on first use, once per container, with every use case the chat page takes', async () => {
    const container = createSite(siteOptions('http://127.0.0.1:9', testPage()));
    const chat = await container.getAsync<SiteChatServices>(SiteTokens.Chat);
    expect(Object.keys(chat).sort()).toEqual(['loadMyChat', 'loadOlderMyChat', 'sendMessage', 'watchMyChat']);
    expect(await container.getAsync(SiteTokens.Chat)).toBe(chat);
    const other = createSite(siteOptions('http://127.0.0.1:9', testPage()));
    expect(await other.getAsync(SiteTokens.Chat)).not.toBe(chat);
  });
});
