import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECORD_SEPARATOR,
  RecordReader,
  checkHandshake,
  closeMessage,
  frame,
  invocation,
  parseClientMessage,
} from '../../server/realtime/hub-protocol';

/** Records as a client writes them: JSON text, which never contains the separator. */
const record = fc.jsonValue().map((v) => JSON.stringify(v));

describe('hub protocol framing', () => {
  it('yields the same records however the stream is cut into frames', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (records, cuts) => {
          const stream = records.map((r) => r + RECORD_SEPARATOR).join('');
          const points = [
            ...new Set(cuts.map((c) => (stream.length === 0 ? 0 : c % (stream.length + 1)))),
          ].sort((a, b) => a - b);
          const reader = new RecordReader();
          const out: string[] = [];
          let from = 0;
          for (const point of [...points, stream.length]) {
            out.push(...reader.push(stream.slice(from, point)));
            from = point;
          }
          expect(out).toEqual(records);
          expect(reader.pendingLength).toBe(0);
        },
      ),
    );
  });

  it('frames every message as one JSON value followed by the record separator', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = frame(value);
        expect(text.endsWith(RECORD_SEPARATOR)).toBe(true);
        expect(text.slice(0, -1)).not.toContain(RECORD_SEPARATOR);
        expect(JSON.parse(text.slice(0, -1))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('writes a server invocation as type 1 with target and arguments', () => {
    expect(invocation('receive', [{ a: 1 }, 'b'])).toBe(
      `{"type":1,"target":"receive","arguments":[{"a":1},"b"]}\u001e`,
    );
  });

  it.each([
    [{}, '{"type":7}'],
    [{ allowReconnect: true }, '{"type":7,"allowReconnect":true}'],
    [{ error: 'x' }, '{"type":7,"error":"x"}'],
  ])('writes the close message for %j', (options, json) => {
    expect(closeMessage(options)).toBe(json + RECORD_SEPARATOR);
  });
});

describe('hub protocol messages', () => {
  it.each([
    ['{"protocol":"json","version":1}', null],
    ['{"protocol":"messagepack","version":1}', "The protocol 'messagepack' is not supported."],
    ['{"protocol":"json","version":2}', "The server does not support version 2 of the 'json' protocol."],
    ['not json', 'Handshake request is not valid JSON.'],
    ['42', 'Handshake request is not a JSON object.'],
  ])('checks the handshake %s', (text, error) => {
    expect(checkHandshake(text)).toBe(error);
  });

  it.each([
    [
      '{"type":1,"target":"Send","arguments":[1],"invocationId":"4"}',
      { type: 1, target: 'Send', arguments: [1], invocationId: '4' },
    ],
    ['{"type":1,"target":"Send","arguments":[]}', { type: 1, target: 'Send', arguments: [] }],
    ['{"type":4,"target":"Stream","invocationId":"2"}', { type: 4, target: 'Stream', invocationId: '2' }],
    ['{"type":6}', { type: 6 }],
    ['{"type":7,"error":"bye"}', { type: 7, error: 'bye' }],
    ['{"type":8,"sequenceId":1}', { type: 'other', code: 8 }],
    ['{"type":1}', null],
    ['[1]', null],
    ['{', null],
  ])('parses the client message %s', (text, message) => {
    expect(parseClientMessage(text)).toEqual(message);
  });
});
