import type {
  NewsFeedRuleSaveError,
  NewsFeedRulesGateway,
  NewsFeedRulesRead,
} from '../../application/ports/news-feed-rules-gateway';
import type { NewsFeedRule, RuleIds } from '../../domain/content/news-feed-rule';
import type { Selectable } from '../../domain/content/news-feed-selection';
import type { AppError } from '../../domain/errors/app-error';
import { err, ok, type Result } from '../../domain/shared/result';
import {
  NEWS_FEED_RULE_READS,
  newsFeedRuleSchema,
  newsFeedRulesSchema,
  newsFeedRuleStaleSchema,
  postGenerationSchema,
  SAVE_NEWS_FEED_RULE_CALL,
  toNewsFeedRule,
  toNewsFeedRuleSelectionWire,
  toSelectable,
} from '../../contract/content/news-feed-rules';
import { validate } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const rules = mapped(newsFeedRulesSchema, (list) => list.map(toNewsFeedRule));
const rule = mapped(newsFeedRuleSchema, toNewsFeedRule);
const selectables = mapped(postGenerationSchema, (list) => list.map(toSelectable));

/** `NewsFeedRulesGateway` over the spec's five reads and `PUT /NewsFeedGenerationRules/{id}/Selection`. */
export class FetchNewsFeedRulesGateway implements NewsFeedRulesGateway {
  constructor(private readonly http: HttpClient) {}

  async read(): Promise<Result<NewsFeedRulesRead, AppError>> {
    const list = (call: typeof NEWS_FEED_RULE_READS.doctors, name: string) =>
      sendWireCall<Selectable[]>(this.http, call, { name, check: selectables });
    const [read, doctors, centers, videos, instructions] = await Promise.all([
      sendWireCall(this.http, NEWS_FEED_RULE_READS.rules, { name: 'newsFeedRules', check: rules }),
      list(NEWS_FEED_RULE_READS.doctors, 'postGenerationDoctors'),
      list(NEWS_FEED_RULE_READS.centers, 'postGenerationCenters'),
      list(NEWS_FEED_RULE_READS.videos, 'postGenerationVideos'),
      list(NEWS_FEED_RULE_READS.instructions, 'postGenerationInstructions'),
    ]);
    // The first failure tells; a refused lookup makes the whole screen refused.
    if (!read.ok) return read;
    if (!doctors.ok) return doctors;
    if (!centers.ok) return centers;
    if (!videos.ok) return videos;
    if (!instructions.ok) return instructions;
    return ok({
      rules: read.value,
      selectables: {
        doctors: doctors.value,
        centers: centers.value,
        videos: videos.value,
        instructions: instructions.value,
      },
    });
  }

  async save(
    ruleId: string,
    version: number,
    ids: RuleIds,
  ): Promise<Result<NewsFeedRule, NewsFeedRuleSaveError>> {
    const answer = await sendWireCall(this.http, SAVE_NEWS_FEED_RULE_CALL, {
      name: 'saveNewsFeedRule',
      params: { id: ruleId },
      check: rule,
      body: toNewsFeedRuleSelectionWire(version, ids),
    });
    if (answer.ok || answer.error.code !== 'Conflict') return answer;
    const stale = validate(newsFeedRuleStaleSchema, answer.error.body);
    return stale.ok ? err({ code: 'Stale', current: toNewsFeedRule(stale.value.current) }) : answer;
  }
}
