import { describe, expect, it } from 'vitest';
import { HubName, HubState } from '../../../src/application/ports/realtime-hubs';
import { LinkStatusViewModel } from '../../../src/ui/features/link-status/link-status.view-model';
import { FakeRealtimeHubs } from '../../application/fakes/fake-realtime-hubs';

describe('LinkStatusViewModel', () => {
  it('does not call the first connection of a page a loss', () => {
    const hubs = new FakeRealtimeHubs();
    const link = new LinkStatusViewModel(hubs);
    hubs.setState(HubName.Chat, HubState.Connecting);
    hubs.setState(HubName.Phone, HubState.Connecting);
    expect(link.lost).toBe(false);
    expect(link.phase).toBe('connecting');
    hubs.setState(HubName.Chat, HubState.Connected);
    expect(link.phase).toBe('connecting');
    hubs.setState(HubName.Phone, HubState.Connected);
    expect(link.lost).toBe(false);
    expect(link.phase).toBe('up');
  });

  it('is lost while either hub is reconnecting or down after having been up, and counts the returns', () => {
    const hubs = new FakeRealtimeHubs();
    hubs.setState(HubName.Chat, HubState.Connected);
    hubs.setState(HubName.Phone, HubState.Connected);
    const link = new LinkStatusViewModel(hubs);
    expect(link.lost).toBe(false);
    hubs.setState(HubName.Phone, HubState.Reconnecting);
    expect(link.lost).toBe(true);
    expect(link.phase).toBe('lost');
    hubs.setState(HubName.Phone, HubState.Disconnected);
    hubs.setState(HubName.Phone, HubState.Connecting);
    expect(link.lost).toBe(true);
    hubs.setState(HubName.Phone, HubState.Connected);
    hubs.emitReconnected();
    expect(link.lost).toBe(false);
    expect(link.phase).toBe('up');
    expect(link.reconnections).toBe(1);
  });

  it('calls a hub that was up and dropped a loss, even while the other is still on its first connection', () => {
    const hubs = new FakeRealtimeHubs();
    const link = new LinkStatusViewModel(hubs);
    hubs.setState(HubName.Phone, HubState.Connecting);
    hubs.setState(HubName.Chat, HubState.Connected);
    expect(link.lost).toBe(false);
    hubs.setState(HubName.Chat, HubState.Reconnecting);
    expect(link.lost).toBe(true);
    expect(link.phase).toBe('lost');
  });

  it('counts the code requests of the phone hub', () => {
    const hubs = new FakeRealtimeHubs();
    const link = new LinkStatusViewModel(hubs);
    hubs.emitPhoneRequest({ phoneNumber: null });
    hubs.emitPhoneRequest({ phoneNumber: '+9647500000000' });
    expect(link.codeRequests).toBe(2);
  });
});
