import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** The body as sent, undecoded (a compressed body stays compressed). */
  readonly bytes: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
}

export interface RequestOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  readonly body?: unknown;
  /** The client address the server sees: any 127.x.y.z works on Linux loopback. */
  readonly localAddress?: string;
  readonly token?: string;
}

/** One HTTP request with node:http (fetch cannot choose its source address). */
export function call(url: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (options.body !== undefined) {
    payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, bytes, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Logs in; the answer's body. */
export async function loginAs(base: string, username: string, password: string): Promise<Answer> {
  return call(`${base}/api/ControlPanelAuth/Login`, { body: { username, password } });
}

/** Logs in as a demo account and returns its tokens. */
export async function tokensOf(
  base: string,
  username: string,
  password: string,
): Promise<{ serviceToken: string; chatToken: string; accessToken: string }> {
  const answer = await loginAs(base, username, password);
  if (answer.status !== 200) throw new Error(`login of ${username} failed: ${answer.status} ${answer.text}`);
  const body = answer.json as { accessToken: string; chatToken: string; claims: { serviceToken: string } };
  return { serviceToken: body.claims.serviceToken, chatToken: body.chatToken, accessToken: body.accessToken };
}
