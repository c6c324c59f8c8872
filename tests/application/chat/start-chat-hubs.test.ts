import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoredKey } from '../../../src/domain/session/session-constants';
import { chatSetUp } from './chat-setup';

describe('start the hubs', () => {
  it('starts the hubs only when a chat token exists', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.string({ maxLength: 6 })), async (token) => {
        const { ports, useCases } = chatSetUp();
        if (token !== null) ports.storage.set(StoredKey.ChatToken, token);
        const asked = await useCases.startHubs.execute();
        const exists = token !== null && token !== '';
        expect(asked).toBe(exists);
        expect(ports.hubs.starts).toBe(exists ? 1 : 0);
      }),
    );
  });

  it('a start that fails is logged, not thrown', async () => {
    const { ports, useCases } = chatSetUp();
    ports.storage.set(StoredKey.ChatToken, 'chat-token');
    ports.hubs.startFails(new Error('refused'));
    await expect(useCases.startHubs.execute()).resolves.toBe(true);
    expect(ports.logger.errors).toHaveLength(1);
  });
});
