import { sql, type Kysely } from 'kysely';
import { now } from '../schema-columns';

/**
 * The dashboard's tree views (docs/api-extensions.md, "Content trees"). A center's instruction
 * headers already form a tree (`parent_id`); they gain the version a write must carry. A center's
 * gallery sections and a root instruction's entries are nodes of `content_tree_nodes`, one tree
 * per (kind, owner); a node's children go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('center_instruction_headers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('content_tree_nodes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('content_tree_nodes.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('content_tree_nodes_kind_check', sql`kind in ('Gallery', 'Instructions')`)
    .addCheckConstraint('content_tree_nodes_parent_check', sql`parent_id is null or parent_id <> id`)
    .execute();
  await db.schema
    .createIndex('content_tree_nodes_owner_idx')
    .on('content_tree_nodes')
    .columns(['kind', 'owner_id'])
    .execute();
}
