/** Where the browsable reference of the API is served. */
export const API_REFERENCE_PATH = '/api/reference';

type Json = Record<string, unknown>;

interface Operation {
  readonly 'x-auth'?: string;
  readonly 'x-permission-area'?: string;
  readonly parameters?: readonly { name: string; in: string; required: boolean; schema: unknown }[];
  readonly requestBody?: { content: Readonly<Record<string, { schema: unknown }>> };
  readonly responses: Readonly<Record<string, { description: string }>>;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (value: unknown): string => escape(JSON.stringify(value, null, 2));

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) <code>${json(p.schema)}</code></li>`,
    )
    .join('');
  // JSON for most calls, multipart for an upload: each kind of body under its media type.
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(
      ([type, { schema }]) =>
        `<details><summary>Body (${escape(type)})</summary><pre>${json(schema)}</pre></details>`,
    )
    .join('');
  const answers = Object.entries(op.responses)
    .map(([status, r]) => `<li>${escape(status)}: ${escape(r.description)}</li>`)
    .join('');
  const area =
    op['x-permission-area'] === undefined ? '' : `, area <code>${escape(op['x-permission-area'])}</code>`;
  return (
    `<section id="${escape(`${method} ${path}`)}"><h2><code>${method.toUpperCase()} ${escape(path)}</code></h2>` +
    `<p>Token: <code>${escape(op['x-auth'] ?? 'none')}</code>${area}</p>` +
    (params === '' ? '' : `<ul>${params}</ul>`) +
    body +
    `<ul>${answers}</ul></section>`
  );
}

/**
 * The API reference as one HTML page written on the server from the OpenAPI document: no script,
 * no stylesheet, no font or image, so it opens offline and sends nothing anywhere.
 */
export function apiReferencePage(document: Json): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const sections = Object.entries(paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => operationHtml(method, path, op)))
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harem Care API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.4}
section{border-top:1px solid #ccc;padding:.5rem 0}h2{font-size:1rem}pre,code{font-size:.85rem;white-space:pre-wrap}</style>
</head><body><h1>Harem Care API reference</h1>
<p>Generated from <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}
</body></html>
`;
}
