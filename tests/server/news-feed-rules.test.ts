import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsFeedRulesSchema,
  NEWS_FEED_RULES_RECORD,
  type NewsFeedRuleWire,
} from '../../src/contract/content/news-feed-rules';
import { validate } from '../../src/contract/shared/schema';
import { RECORD_CHANGED_EVENT } from '../../src/contract/writes/records';
import { HubPath } from '../../server/realtime';
import { call, tokensOf } from './support/http-client';
import { hubClient, nextMessage } from './support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const READ = '/api/NewsFeedGenerationRules';
const DOCTORS = '/api/NewsFeedGenerationRules/GetDoctorsForPostGeneration';
const CENTERS = '/api/NewsFeedGenerationRules/GetCentersForPostGeneration';
const saveUrl = (id: string | number) => `${server.url}/api/NewsFeedGenerationRules/${String(id)}/Selection`;

async function rules(): Promise<NewsFeedRuleWire[]> {
  const answer = await call(`${server.url}${READ}`, { token: admin });
  expect(answer.status).toBe(200);
  const checked = validate(newsFeedRulesSchema, answer.json);
  if (!checked.ok) throw new Error(`the rules are malformed at ${checked.field}`);
  return checked.value;
}

async function ruleOf(id: string | number): Promise<NewsFeedRuleWire> {
  const found = (await rules()).find((r) => String(r.id) === String(id));
  if (found === undefined) throw new Error(`no rule ${String(id)}`);
  return found;
}

async function lookupIds(path: string): Promise<number[]> {
  const answer = await call(`${server.url}${path}`, { token: admin });
  expect(answer.status).toBe(200);
  return (answer.json as { id: number }[]).map((row) => Number(row.id));
}

const bodyOf = (rule: NewsFeedRuleWire) => ({
  version: rule.version,
  doctorIds: rule.doctorIds.map(Number),
  centerIds: rule.centerIds.map(Number),
  videoIds: rule.videoIds.map(Number),
  instructionIds: rule.instructionIds.map(Number),
});

const save = (id: string | number, body: unknown, token: string | null = admin) =>
  call(saveUrl(id), { method: 'PUT', body, ...(token === null ? {} : { token }) });

const numbers = (ids: readonly (string | number)[]) => ids.map(Number).sort((a, b) => a - b);

describe('saving what a news-feed rule selects (PUT /NewsFeedGenerationRules/{id}/Selection)', () => {
  it('sends every rule with its version', async () => {
    const all = await rules();
    expect(all.length).toBeGreaterThan(0);
    for (const rule of all) expect(rule.version).toBeGreaterThanOrEqual(1);
  });

  it('needs a staff token (401) and the website-content area (403), changing nothing', async () => {
    const rule = (await rules())[0] as NewsFeedRuleWire;
    const body = { ...bodyOf(rule), doctorIds: [] };
    expect((await save(rule.id, body, null)).status).toBe(401);
    expect((await save(rule.id, body, reception)).status).toBe(403);
    expect(numbers((await ruleOf(rule.id)).doctorIds)).toEqual(numbers(rule.doctorIds));
  });

  it('keeps the ids sent after a new read, one version up, audited with the ids before and after', async () => {
    const rule = (await rules())[0] as NewsFeedRuleWire;
    const doctors = await lookupIds(DOCTORS);
    const centers = await lookupIds(CENTERS);
    const kept = numbers(rule.doctorIds).slice(1);
    const newDoctor = doctors.find((id) => !rule.doctorIds.map(Number).includes(id)) as number;
    const wanted = { ...bodyOf(rule), doctorIds: [...kept, newDoctor], centerIds: centers.slice(0, 2) };
    const answer = await save(rule.id, wanted);
    expect(answer.status).toBe(200);
    const again = await ruleOf(rule.id);
    expect(numbers(again.doctorIds)).toEqual(numbers(wanted.doctorIds));
    expect(numbers(again.centerIds)).toEqual(numbers(wanted.centerIds));
    expect(numbers(again.videoIds)).toEqual(numbers(rule.videoIds));
    expect(again.version).toBe((rule.version as number) + 1);
    const audits = await server.db
      .selectFrom('audit_records')
      .select(['action', 'entity', 'entity_id', 'user_name', 'before_json', 'after_json'])
      .where('entity', '=', 'NewsFeedRuleSelection')
      .execute();
    expect(audits).toHaveLength(1);
    const audit = audits[0] as (typeof audits)[number];
    expect([audit.action, audit.entity_id]).toEqual(['Update', String(rule.id)]);
    const before = JSON.parse(String(audit.before_json)) as { doctorIds: number[]; version: number };
    const after = JSON.parse(String(audit.after_json)) as { doctorIds: number[]; version: number };
    expect(numbers(before.doctorIds)).toEqual(numbers(rule.doctorIds));
    expect(numbers(after.doctorIds)).toEqual(numbers(wanted.doctorIds));
    expect([before.version, after.version]).toEqual([rule.version, (rule.version as number) + 1]);
  });

  it('refuses a selection saved from an older version (409 Stale) with the rule as it is now, changing nothing', async () => {
    const rule = (await rules())[1] as NewsFeedRuleWire;
    expect((await save(rule.id, { ...bodyOf(rule), videoIds: [] })).status).toBe(200);
    const late = await save(rule.id, { ...bodyOf(rule), centerIds: [] });
    expect(late.status).toBe(409);
    const body = late.json as { code: string; current: NewsFeedRuleWire };
    expect(body.code).toBe('Stale');
    expect(body.current.version).toBe((rule.version as number) + 1);
    expect(body.current.videoIds).toEqual([]);
    const now = await ruleOf(rule.id);
    expect(numbers(now.centerIds)).toEqual(numbers(rule.centerIds));
    expect(now.version).toBe((rule.version as number) + 1);
  });

  it('refuses an id that names nothing (400 naming the field), a repeated id, and a rule that does not exist (404)', async () => {
    const rule = (await rules())[2] as NewsFeedRuleWire;
    const unknown = await save(rule.id, { ...bodyOf(rule), instructionIds: [99_999_999] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('instructionIds');
    expect((await save(rule.id, { ...bodyOf(rule), doctorIds: [1, 1] })).status).toBe(400);
    expect((await save(rule.id, { version: rule.version })).status).toBe(400);
    expect((await save(rule.id, { ...bodyOf(rule), extra: 1 })).status).toBe(400);
    expect((await save('abc', bodyOf(rule))).status).toBe(400);
    expect((await save(987_654, bodyOf(rule))).status).toBe(404);
    expect((await ruleOf(rule.id)).version).toBe(rule.version);
  });

  it('is announced to staff on /HaremHub after its commit', async () => {
    const { chatToken } = await tokensOf(server.url, 'admin', 'demo-admin');
    const hub = hubClient(`${server.url}${HubPath.Harem}`, chatToken);
    await hub.start();
    try {
      const rule = (await rules())[3] as NewsFeedRuleWire;
      const told = nextMessage(hub, RECORD_CHANGED_EVENT);
      expect((await save(rule.id, { ...bodyOf(rule), instructionIds: [] })).status).toBe(200);
      expect(await told).toEqual([{ record: NEWS_FEED_RULES_RECORD, id: Number(rule.id), action: 'update' }]);
    } finally {
      await hub.stop();
    }
  });
});
