/**
 * Reads a response body as JSON when it parses, else as text; an empty body is `undefined`. The
 * server is not trusted to label its bodies: an error page may say `application/json` and carry
 * HTML, and a JSON answer may come as `text/plain`.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
