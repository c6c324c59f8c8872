import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PatientChatHub } from '../../../src/adapters/realtime/patient-chat-hub';
import { eventually } from '../support/fake-tabs';
import { GOOD_CHAT_TOKEN, startHubServer, type HubTestServer } from '../support/hub-test-server';

/*
 * The patient's link with the real `@microsoft/signalr` client against the reference server's
 * hubs, as a browser runs it (see signalr-hubs.test.ts for why the platform is changed).
 */
const release = Object.getOwnPropertyDescriptor(process, 'release');
let server: HubTestServer;
beforeAll(async () => {
  Object.defineProperty(process, 'release', { ...release, value: { ...process.release, name: 'browser' } });
  server = await startHubServer();
});
afterAll(async () => {
  await server.close();
  if (release) Object.defineProperty(process, 'release', release);
});

const links: PatientChatHub[] = [];
beforeEach(async () => {
  server.admit = (_path, t) => t === GOOD_CHAT_TOKEN;
  await eventually(() => server.hubs.connectionCount === 0, 5_000, 'the previous test to disconnect');
});
afterEach(async () => {
  for (const link of links.splice(0)) await link.stop();
});

function patientLink() {
  const link = new PatientChatHub({
    hubHost: server.origin,
    patientToken: () => GOOD_CHAT_TOKEN,
    sleep: () => Promise.resolve(),
  });
  links.push(link);
  let resyncs = 0;
  link.onReconnected(() => (resyncs += 1));
  return { link, resyncs: () => resyncs };
}

describe('PatientChatHub', () => {
  it('asks for a re-read once the link is first up: a reply sent before then reached no one', async () => {
    const { link, resyncs } = patientLink();
    await link.start();
    expect(server.hubs.connectionCount).toBe(1);
    expect(resyncs()).toBe(1);
    // Starting again while connected changes nothing.
    await link.start();
    expect(resyncs()).toBe(1);
  });

  it('asks again after a stop and a new start, and after the server dropped the socket', async () => {
    const { link, resyncs } = patientLink();
    await link.start();
    await link.stop();
    await link.start();
    expect(resyncs()).toBe(2);
    server.dropSockets();
    await eventually(() => resyncs() === 3, 10_000, 'the reconnect');
  });

  it('hears a reply', async () => {
    const { link } = patientLink();
    let replies = 0;
    link.onMessage(() => (replies += 1));
    await link.start();
    server.hubs.harem.broadcast('receive', { superUserId: 'u-5' });
    await eventually(() => replies === 1);
  });
});
