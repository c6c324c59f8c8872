import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import {
  NEWS_FEED_RULES_RECORD,
  newsFeedRuleSelectionSchema,
  SAVE_NEWS_FEED_RULE_CALL,
  type NewsFeedRuleSelectionWire,
  type NewsFeedRuleWire,
} from '../../../src/contract/content/news-feed-rules';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Database } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext, RouteDefinition } from '../../http/route';
import { HaremHubEvent } from '../../realtime/hubs';
import { recordAudit } from '../audit/record-audit';
import { badRequest, notFound, rowId } from '../shared/input';
import { toWireRow } from '../shared/wire-row';
import { toRoutePath } from '../resources/resource-routes';

type Db = Kysely<Database> | Transaction<Database>;

/** Each kind a rule selects: the body's field, the link table and its column, the selectable table. */
const KINDS = [
  { field: 'doctorIds', links: 'news_feed_rule_doctors', column: 'doctor_id', table: 'doctors' },
  { field: 'centerIds', links: 'news_feed_rule_centers', column: 'center_id', table: 'centers' },
  { field: 'videoIds', links: 'news_feed_rule_videos', column: 'video_id', table: 'videos' },
  {
    field: 'instructionIds',
    links: 'news_feed_rule_instructions',
    column: 'instruction_id',
    table: 'instructions',
  },
] as const;

type Kind = (typeof KINDS)[number];
type Selection = Pick<NewsFeedRuleWire, Kind['field']>;

async function idsOf(db: Db, kind: Kind, ruleId: number): Promise<number[]> {
  // The four link tables share their shape; Kysely cannot type a union of table names' columns.
  const rows = (await db
    .selectFrom(kind.links)
    .selectAll()
    .where('news_feed_generation_rule_id', '=', ruleId)
    .execute()) as unknown as Record<string, number>[];
  return rows.map((row) => row[kind.column] as number).sort((a, b) => a - b);
}

async function selectionOf(db: Db, ruleId: number): Promise<Selection> {
  const [doctorIds, centerIds, videoIds, instructionIds] = await Promise.all(
    KINDS.map((kind) => idsOf(db, kind, ruleId)),
  );
  return {
    doctorIds: doctorIds ?? [],
    centerIds: centerIds ?? [],
    videoIds: videoIds ?? [],
    instructionIds: instructionIds ?? [],
  };
}

/** One rule as `GET /NewsFeedGenerationRules` sends it, or undefined when there is none. */
export async function readNewsFeedRule(db: Db, ruleId: number): Promise<NewsFeedRuleWire | undefined> {
  const rule = await db
    .selectFrom('news_feed_generation_rules')
    .selectAll()
    .where('id', '=', ruleId)
    .executeTakeFirst();
  if (rule === undefined) return undefined;
  return { ...(toWireRow(rule) as unknown as NewsFeedRuleWire), ...(await selectionOf(db, ruleId)) };
}

/** The first id of the body that names no row of its kind, as a 400 naming the field. */
async function unknownId(db: Db, body: NewsFeedRuleSelectionWire): Promise<HttpAnswer | undefined> {
  for (const kind of KINDS) {
    const wanted = body[kind.field];
    if (wanted.length === 0) continue;
    const found = await db.selectFrom(kind.table).select('id').where('id', 'in', wanted).execute();
    const known = new Set(found.map((row) => row.id));
    const missing = wanted.find((id) => !known.has(id));
    if (missing !== undefined)
      return badRequest(`${kind.field}: there is no ${kind.table.slice(0, -1)} ${missing}.`);
  }
  return undefined;
}

/**
 * PUT /api/NewsFeedGenerationRules/{id}/Selection (area website-content): every doctor, center,
 * video and instruction the rule selects from now on, with the version the rule was read at. A
 * version other than the rule's is 409 with the rule as it is now and changes nothing; an id that
 * names nothing is 400. Otherwise the rule's links are replaced, its version goes one up, one
 * audit record (`Update` of `NewsFeedRuleSelection`) holds the ids before and after, staff are told
 * on `/HaremHub` once it is committed, and the answer is the rule as saved.
 */
export async function saveNewsFeedRuleSelection(context: RouteContext<StaffPrincipal>) {
  const { services, principal, params, body, ip } = context;
  const ruleId = rowId(params.id, 'rule id');
  if (ruleId instanceof HttpAnswer) return ruleId;
  const selection = v.parse(newsFeedRuleSelectionSchema, body);
  const answer = await services.db.transaction().execute(async (trx) => {
    const rule = await trx
      .selectFrom('news_feed_generation_rules')
      .select(['id', 'name', 'version'])
      .where('id', '=', ruleId)
      .forUpdate()
      .executeTakeFirst();
    if (rule === undefined) return notFound('There is no news-feed generation rule with this id.');
    if (rule.version !== selection.version) {
      return HttpAnswer.error(409, 'The rule was changed since it was read.', {
        code: 'Stale',
        current: await readNewsFeedRule(trx, ruleId),
      });
    }
    const refused = await unknownId(trx, selection);
    if (refused !== undefined) return refused;
    const before = await selectionOf(trx, ruleId);
    for (const kind of KINDS) {
      await trx.deleteFrom(kind.links).where('news_feed_generation_rule_id', '=', ruleId).execute();
      const ids = selection[kind.field];
      if (ids.length > 0) {
        await trx
          .insertInto(kind.links)
          .values(ids.map((id) => ({ news_feed_generation_rule_id: ruleId, [kind.column]: id }) as never))
          .execute();
      }
    }
    await trx
      .updateTable('news_feed_generation_rules')
      .set({ version: rule.version + 1, updated_at: new Date(services.now()) })
      .where('id', '=', ruleId)
      .execute();
    const after = await readNewsFeedRule(trx, ruleId);
    await recordAudit(trx, {
      actor: { kind: 'staff', id: principal.userId, name: principal.name },
      action: 'Update',
      area: PermissionArea.WebsiteContent,
      entity: 'NewsFeedRuleSelection',
      entityId: ruleId,
      ip,
      before: { version: rule.version, ...before },
      after: { version: rule.version + 1, ...(await selectionOf(trx, ruleId)) },
    });
    return after;
  });
  if (!(answer instanceof HttpAnswer)) {
    services.hubs.harem.broadcast(HaremHubEvent.RecordChanged, {
      record: NEWS_FEED_RULES_RECORD,
      id: ruleId,
      action: 'update',
    });
  }
  return answer;
}

/** What a news-feed rule selects, saved from the dashboard (docs/api-extensions.md). */
export const NEWS_FEED_RULE_ROUTES: readonly RouteDefinition[] = [
  {
    method: 'PUT',
    path: toRoutePath(SAVE_NEWS_FEED_RULE_CALL.path),
    auth: 'staff',
    area: PermissionArea.WebsiteContent,
    bodyLimit: 256 * 1024,
    handler: saveNewsFeedRuleSelection,
    body: newsFeedRuleSelectionSchema,
  },
];
