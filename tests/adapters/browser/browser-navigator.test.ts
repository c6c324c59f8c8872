import { describe, expect, it } from 'vitest';
import { BrowserNavigator, type PageLocation } from '../../../src/adapters/browser/browser-navigator';

function recordingLocation() {
  const calls: string[] = [];
  const location: PageLocation = {
    assign: (url: string | URL) => void calls.push(`assign ${String(url)}`),
    reload: () => void calls.push('reload'),
  };
  return { calls, location };
}

describe('BrowserNavigator', () => {
  it('loads a page with location.assign', () => {
    const { calls, location } = recordingLocation();
    new BrowserNavigator(() => location).loadPage('/login');
    expect(calls).toEqual(['assign /login']);
  });

  it('moves in-app through the registered router, without a page load', () => {
    const { calls, location } = recordingLocation();
    const navigator = new BrowserNavigator(() => location);
    const routed: string[] = [];
    navigator.register((path) => routed.push(path));
    navigator.navigate('/app/chat');
    expect(routed).toEqual(['/app/chat']);
    expect(calls).toEqual([]);
  });

  it('falls back to a page load before a router registers and after it unregisters', () => {
    const { calls, location } = recordingLocation();
    const navigator = new BrowserNavigator(() => location);
    navigator.navigate('/dashboard/default');
    const unregister = navigator.register(() => undefined);
    unregister();
    navigator.navigate('/app/chat');
    expect(calls).toEqual(['assign /dashboard/default', 'assign /app/chat']);
  });

  it('keeps a newer router registered when an older one unregisters late (StrictMode remounts)', () => {
    const { location } = recordingLocation();
    const navigator = new BrowserNavigator(() => location);
    const first = navigator.register(() => undefined);
    const routed: string[] = [];
    navigator.register((path) => routed.push(path));
    first();
    navigator.navigate('/users');
    expect(routed).toEqual(['/users']);
  });

  it('reloads with location.reload', () => {
    const { calls, location } = recordingLocation();
    new BrowserNavigator(() => location).reload();
    expect(calls).toEqual(['reload']);
  });
});
