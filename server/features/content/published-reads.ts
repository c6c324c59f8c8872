import type { ResourceHandler } from '../shared/resource-handler';
import { toWireRow } from '../shared/wire-row';

/** GET /api/News (public): the published news, newest first. */
export const listPublishedNews: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('news')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toWireRow);
};

/** GET /api/Events (public): the published events, soonest first. */
export const listPublishedEvents: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('events')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return rows.map(toWireRow);
};

/** GET /api/Clinics/GetAllCentersMobile (public): the active centers in their order. */
export const listActiveCenters: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('centers')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toWireRow);
};

/** GET /api/NewsFeedGenerationRules (area website-content): each rule with the ids it selects. */
export const listNewsFeedRules: ResourceHandler = async ({ services }) => {
  const db = services.db;
  const [rules, doctors, centers, videos, instructions] = await Promise.all([
    db.selectFrom('news_feed_generation_rules').selectAll().orderBy('id').execute(),
    db.selectFrom('news_feed_rule_doctors').selectAll().execute(),
    db.selectFrom('news_feed_rule_centers').selectAll().execute(),
    db.selectFrom('news_feed_rule_videos').selectAll().execute(),
    db.selectFrom('news_feed_rule_instructions').selectAll().execute(),
  ]);
  return rules.map((r) => ({
    ...toWireRow(r),
    doctorIds: doctors.filter((x) => x.news_feed_generation_rule_id === r.id).map((x) => x.doctor_id),
    centerIds: centers.filter((x) => x.news_feed_generation_rule_id === r.id).map((x) => x.center_id),
    videoIds: videos.filter((x) => x.news_feed_generation_rule_id === r.id).map((x) => x.video_id),
    instructionIds: instructions
      .filter((x) => x.news_feed_generation_rule_id === r.id)
      .map((x) => x.instruction_id),
  }));
};
