/**
 * The ASP.NET Core SignalR JSON hub protocol, version 1: the messages this server reads and writes,
 * and the text framing (every message is JSON followed by the record separator 0x1E; one WebSocket
 * frame may carry several messages, and a message may in principle span frames).
 */
export const RECORD_SEPARATOR = '\u001e';

/** Message types of the hub protocol (the numbers are the protocol's). */
export const HubMessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type HubMessageType = (typeof HubMessageType)[keyof typeof HubMessageType];

/** The only protocol and version this server speaks. */
export const SUPPORTED_PROTOCOL = { name: 'json', version: 1 } as const;

/** A message from a client, after the handshake. Fields the server does not use are dropped. */
export type ClientMessage =
  | {
      readonly type: 1;
      readonly target: string;
      readonly arguments: readonly unknown[];
      readonly invocationId?: string;
    }
  | { readonly type: 4; readonly target: string; readonly invocationId?: string }
  | { readonly type: 6 }
  | { readonly type: 7; readonly error?: string }
  | { readonly type: 'other'; readonly code: number };

/** Frames one JSON value as a protocol record. */
export function frame(message: unknown): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const invocation = (target: string, args: readonly unknown[]): string =>
  frame({ type: HubMessageType.Invocation, target, arguments: args });

export const completionWithResult = (invocationId: string, result: unknown): string =>
  frame({ type: HubMessageType.Completion, invocationId, result: result ?? null });

export const completionWithError = (invocationId: string, error: string): string =>
  frame({ type: HubMessageType.Completion, invocationId, error });

export const PING = frame({ type: HubMessageType.Ping });

/** A close message; `allowReconnect` tells the client to run its automatic reconnect. */
export function closeMessage(options: { error?: string; allowReconnect?: boolean } = {}): string {
  const message: { type: number; error?: string; allowReconnect?: boolean } = { type: HubMessageType.Close };
  if (options.error !== undefined) message.error = options.error;
  if (options.allowReconnect) message.allowReconnect = true;
  return frame(message);
}

export const HANDSHAKE_OK = frame({});
export const handshakeError = (error: string): string => frame({ error });

/**
 * Accumulates text and yields complete records. Data after the last separator stays buffered until
 * the rest arrives, so a split anywhere in the stream yields the same records.
 */
export class RecordReader {
  #pending = '';

  /** Appends `chunk`; returns every record it completes, without separators. */
  push(chunk: string): string[] {
    const parts = (this.#pending + chunk).split(RECORD_SEPARATOR);
    this.#pending = parts.pop() ?? '';
    return parts;
  }

  /** Characters received but not yet terminated by a separator. */
  get pendingLength(): number {
    return this.#pending.length;
  }
}

/**
 * Reads the handshake request. Returns null when it is acceptable, or the error text to send back
 * (the client shows it), as the ASP.NET Core server does.
 */
export function checkHandshake(record: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (typeof value !== 'object' || value === null) return 'Handshake request is not a JSON object.';
  const { protocol, version } = value as { protocol?: unknown; version?: unknown };
  if (protocol !== SUPPORTED_PROTOCOL.name) {
    return `The protocol '${String(protocol)}' is not supported.`;
  }
  if (version !== SUPPORTED_PROTOCOL.version) {
    return `The server does not support version ${String(version)} of the '${SUPPORTED_PROTOCOL.name}' protocol.`;
  }
  return null;
}

/** Parses one record sent after the handshake; null when it is not a hub message at all. */
export function parseClientMessage(record: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const message = value as Record<string, unknown>;
  const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
  switch (message.type) {
    case HubMessageType.Invocation: {
      if (typeof message.target !== 'string') return null;
      const args = Array.isArray(message.arguments) ? (message.arguments as unknown[]) : [];
      return invocationId === undefined
        ? { type: 1, target: message.target, arguments: args }
        : { type: 1, target: message.target, arguments: args, invocationId };
    }
    case HubMessageType.StreamInvocation:
      if (typeof message.target !== 'string') return null;
      return invocationId === undefined
        ? { type: 4, target: message.target }
        : { type: 4, target: message.target, invocationId };
    case HubMessageType.Ping:
      return { type: 6 };
    case HubMessageType.Close:
      return typeof message.error === 'string' ? { type: 7, error: message.error } : { type: 7 };
    default:
      return typeof message.type === 'number' ? { type: 'other', code: message.type } : null;
  }
}
