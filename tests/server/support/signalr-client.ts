import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type IRetryPolicy,
} from '@microsoft/signalr';

/** The real SignalR client, configured as the product's client is: WebSocket only, no negotiation. */
export function hubClient(
  url: string,
  token: string | null,
  reconnect?: readonly number[] | IRetryPolicy,
): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(url, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      ...(token === null ? {} : { accessTokenFactory: () => token }),
    })
    .configureLogging(LogLevel.None);
  if (reconnect !== undefined) {
    if (Array.isArray(reconnect)) builder.withAutomaticReconnect([...(reconnect as readonly number[])]);
    else builder.withAutomaticReconnect(reconnect as IRetryPolicy);
  }
  return builder.build();
}

/** Resolves with the arguments of the next `target` message the client receives. */
export function nextMessage(
  connection: HubConnection,
  target: string,
  timeoutMs = 5_000,
): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off(target, handler);
      reject(new Error(`no ${target} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (...args: unknown[]): void => {
      clearTimeout(timer);
      connection.off(target, handler);
      resolve(args);
    };
    connection.on(target, handler);
  });
}

/** Resolves when `condition` holds, polling; rejects after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
