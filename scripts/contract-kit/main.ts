import { parseArgs } from 'node:util';
import { checkBackend, type KitReport, type Row } from './check';

export const USAGE = `Checks a backend against the Harem Care contract.

  npm run contract -- --base-url URL --username U --password P [options]

  --base-url URL         the backend's origin; calls go below URL/api
  --username U           a staff account that may read every area
  --password P           its password
  --patient-token T      a signed-in patient's token: checks the patient reads in full
  --param READ.NAME=V    a path parameter's value (repeatable), e.g. --param myChat.id=42
  --month YYYY-MM        the month of the doctor calendar read (this month by default)
  --timeout MS           how long one call may take (15000)
  --json                 print the report as JSON
  --help                 print this text

Exit code 0 when every row passes, 1 when one fails, 2 when the options are wrong.`;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** One line per call: verdict, method and path, the token sent, and why. */
export function formatRows(report: KitReport): string {
  const pathWidth = Math.min(72, Math.max(...report.rows.map((r) => r.method.length + r.path.length + 1)));
  const lines = report.rows.map(
    (r: Row) =>
      `${r.pass ? 'PASS' : 'FAIL'}  ${pad(`${r.method} ${r.path}`, pathWidth)}  ${pad(r.sent, 7)}  ${r.reason}`,
  );
  lines.push(
    '',
    `${report.passed} passed, ${report.failed} failed, ${report.rows.length} calls to ${report.baseUrl}/api`,
  );
  return lines.join('\n');
}

/** Parses `argv` (the arguments after the command), runs the checks, writes the report; the exit code. */
export async function main(argv: readonly string[], write: (text: string) => void): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'base-url': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'patient-token': { type: 'string' },
        param: { type: 'string', multiple: true },
        month: { type: 'string' },
        timeout: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help === true) {
    write(`${USAGE}\n`);
    return 0;
  }
  const baseUrl = values['base-url'];
  const { username, password } = values;
  if (baseUrl === undefined || username === undefined || password === undefined) {
    write(`--base-url, --username and --password are required.\n\n${USAGE}\n`);
    return 2;
  }
  const params: Record<string, string> = {};
  for (const pair of values.param ?? []) {
    const at = pair.indexOf('=');
    if (at <= 0 || !pair.slice(0, at).includes('.')) {
      write(`--param takes READ.NAME=VALUE, got "${pair}".\n`);
      return 2;
    }
    params[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeoutMs !== undefined && !(timeoutMs > 0)) {
    write(`--timeout takes a number of milliseconds, got "${values.timeout}".\n`);
    return 2;
  }
  const report = await checkBackend({
    baseUrl,
    username,
    password,
    patientToken: values['patient-token'],
    params,
    month: values.month,
    timeoutMs,
  });
  write(values.json === true ? `${JSON.stringify(report, null, 2)}\n` : `${formatRows(report)}\n`);
  return report.failed === 0 ? 0 : 1;
}
