import { describe, expect, it } from 'vitest';
import { sendWireCall } from '../../../src/adapters/gateways/wire-request';
import { ignoredBody } from '../../../src/contract/shared/schema';
import type { WireCall, WireMethod } from '../../../src/contract/shared/wire-call';
import { reply } from '../support/http-test-server';
import { BEARER, bodyOf, httpClient, onlyRequest, useTestServer } from './gateway-setup';

const server = useTestServer();

describe('sendWireCall', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    'sends a %s call with the method, path and token kind of the contract, not of the gateway',
    async (method: WireMethod) => {
      const call: WireCall = { method, path: '/Things/{id}/parts', auth: 'patient' };
      const body = method === 'GET' ? undefined : { part: 'x' };
      server().handle((_q, response) => reply(response, 200, { ok: true }));
      await sendWireCall(httpClient(server()), call, {
        name: 'thing',
        check: ignoredBody,
        params: { id: 'a b' },
        body,
      });
      const seen = onlyRequest(server());
      expect([seen.method, seen.url, seen.headers.authorization]).toEqual([
        method,
        '/api/Things/a%20b/parts',
        BEARER.patient,
      ]);
      if (body !== undefined) expect(bodyOf(seen)).toEqual(body);
    },
  );

  it('refuses to send a call whose path parameter is missing: a bug, thrown before any request', () => {
    const call: WireCall = { method: 'PUT', path: '/Things/{id}/state', auth: 'staff' };
    expect(() => sendWireCall(httpClient(server()), call, { name: 'thing', check: ignoredBody })).toThrow(
      'thing needs the path parameters id.',
    );
  });
});
