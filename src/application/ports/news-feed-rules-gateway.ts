import type { NewsFeedRule, RuleIds, RuleSelectables } from '../../domain/content/news-feed-rule';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** The rules and the four lists they pick from, as one screen reads them. */
export interface NewsFeedRulesRead {
  readonly rules: readonly NewsFeedRule[];
  readonly selectables: RuleSelectables;
}

/** Why a save was refused, beyond the ordinary errors: the rule changed since it was read. */
export type NewsFeedRuleSaveError = { readonly code: 'Stale'; readonly current: NewsFeedRule } | AppError;

/**
 * The news-feed generation rules with the doctors, centers, videos and instructions they may
 * select (the spec's five reads, area `website-content`), and the save of what one rule selects
 * (an extension, docs/api-extensions.md). An implementation never throws; a 403 is `Forbidden`.
 */
export interface NewsFeedRulesGateway {
  read(): Promise<Result<NewsFeedRulesRead, AppError>>;
  /** Saves every id the rule selects, with the version it was read at; answers the rule as saved. */
  save(ruleId: string, version: number, ids: RuleIds): Promise<Result<NewsFeedRule, NewsFeedRuleSaveError>>;
}
