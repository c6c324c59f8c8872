/**
 * The fields of the records made writable after the record tools (announcements and articles),
 * whose labels are kept under `recordTools.fields`; every other field's is `records.fields.<name>`.
 */
const TOOL_FIELDS: ReadonlySet<string> = new Set([
  'announcementCategoryId',
  'articleCategoryId',
  'expiresAt',
  'isPinned',
]);

/** The translation key of a record field's label, by its wire name (the stem of a multilingual one). */
export const fieldLabelKey = (name: string): string =>
  TOOL_FIELDS.has(name) ? `recordTools.fields.${name}` : `records.fields.${name}`;
