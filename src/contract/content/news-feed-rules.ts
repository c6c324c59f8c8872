import * as v from 'valibot';
import type { NewsFeedRule } from '../../domain/content/news-feed-rule';
import { READS } from '../reads/reads';
import { selectableSchema, toSelectable, type SelectableWire } from './content';
import { bool, num, str, type Schema } from '../shared/schema';
import { idText, wireId } from '../shared/values';
import type { WireCall } from '../shared/wire-call';

/*
 * The news-feed generation rules screen (`/dashboard/posts`): the spec's `/NewsFeedGenerationRules`
 * read with the rule's `version` the reference server adds, the four lookups of the spec, and the
 * one write the spec does not show, saving what a rule selects (an extension:
 * docs/api-extensions.md, "News-feed rule selection"). A backend without versions still reads.
 */

/** Spec paths owned here: none (the five reads are rows of the resource table). */
export const WIRE_PATHS: readonly string[] = [];

const get = (path: string): WireCall => ({ method: 'GET', path, auth: 'staff' });

/** The rules, and the four lists a rule picks from (doctors, centers, videos, instructions). */
export const NEWS_FEED_RULE_READS = {
  rules: get(READS.newsFeedRules.path),
  doctors: get(READS.postGenerationDoctors.path),
  centers: get(READS.postGenerationCenters.path),
  videos: get(READS.postGenerationVideos.path),
  instructions: get(READS.postGenerationInstructions.path),
} as const;

export const SAVE_NEWS_FEED_RULE_CALL: WireCall = {
  method: 'PUT',
  path: '/NewsFeedGenerationRules/{id}/Selection',
  auth: 'staff',
};

export const EXTENSION_CALLS: readonly WireCall[] = [SAVE_NEWS_FEED_RULE_CALL];

/** The record name the save's `recordChanged` hub event carries, so open rule screens re-read. */
export const NEWS_FEED_RULES_RECORD = 'newsFeedGenerationRules';

/** The most ids one kind may be saved with. */
export const RULE_MAX_IDS = 2000;

export interface NewsFeedRuleWire {
  id: string | number;
  name: string;
  isActive?: boolean | undefined;
  postsPerDay?: number | undefined;
  version?: number | undefined;
  doctorIds: (string | number)[];
  centerIds: (string | number)[];
  videoIds: (string | number)[];
  instructionIds: (string | number)[];
}

export const newsFeedRuleSchema: Schema<NewsFeedRuleWire> = v.looseObject({
  id: wireId,
  name: str,
  isActive: v.optional(bool),
  postsPerDay: v.optional(num),
  version: v.optional(v.pipe(num, v.integer())),
  doctorIds: v.array(wireId),
  centerIds: v.array(wireId),
  videoIds: v.array(wireId),
  instructionIds: v.array(wireId),
});

/** One of the four lookups: each item with its id and name. */
export const postGenerationSchema: Schema<SelectableWire[]> = v.array(selectableSchema);
export { toSelectable };

export const newsFeedRulesSchema: Schema<NewsFeedRuleWire[]> = v.array(newsFeedRuleSchema);

export const toNewsFeedRule = (wire: NewsFeedRuleWire): NewsFeedRule => ({
  id: idText(wire.id),
  name: wire.name,
  active: wire.isActive ?? true,
  postsPerDay: wire.postsPerDay ?? 0,
  version: wire.version,
  ids: {
    doctors: wire.doctorIds.map(idText),
    centers: wire.centerIds.map(idText),
    videos: wire.videoIds.map(idText),
    instructions: wire.instructionIds.map(idText),
  },
});

/** The body of `PUT /NewsFeedGenerationRules/{id}/Selection`: the version read and every id kept. */
export interface NewsFeedRuleSelectionWire {
  version: number;
  doctorIds: number[];
  centerIds: number[];
  videoIds: number[];
  instructionIds: number[];
}

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const idList = v.pipe(
  v.array(positiveId),
  v.maxLength(RULE_MAX_IDS),
  v.check((ids) => new Set(ids).size === ids.length, 'names an id twice'),
);

export const newsFeedRuleSelectionSchema: Schema<NewsFeedRuleSelectionWire> = v.strictObject({
  version: positiveId,
  doctorIds: idList,
  centerIds: idList,
  videoIds: idList,
  instructionIds: idList,
});

/** The wire body of a save, from the clean ids (ids the server gave, as numbers). */
export const toNewsFeedRuleSelectionWire = (
  version: number,
  ids: NewsFeedRule['ids'],
): NewsFeedRuleSelectionWire => ({
  version,
  doctorIds: ids.doctors.map(Number),
  centerIds: ids.centers.map(Number),
  videoIds: ids.videos.map(Number),
  instructionIds: ids.instructions.map(Number),
});

/** A refused save because the rule changed since it was read: 409 with the rule as it is now. */
export interface NewsFeedRuleStaleWire {
  message: string;
  code: 'Stale';
  current: NewsFeedRuleWire;
}

export const newsFeedRuleStaleSchema: Schema<NewsFeedRuleStaleWire> = v.looseObject({
  message: str,
  code: v.literal('Stale'),
  current: newsFeedRuleSchema,
});
