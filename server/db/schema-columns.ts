import { sql, type CreateTableBuilder } from 'kysely';

/**
 * `<field>_en`, `<field>_ku`, `<field>_ar`: English, Central Kurdish (Sorani) and Arabic, each
 * required; with a fallback, each defaults to it. Use with `.$call(trilingual('name'))`.
 */
export const trilingual =
  (field: string, fallback?: string) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table
      .addColumn(`${field}_en`, 'text', (c) =>
        fallback === undefined ? c.notNull() : c.notNull().defaultTo(fallback),
      )
      .addColumn(`${field}_ku`, 'text', (c) =>
        fallback === undefined ? c.notNull() : c.notNull().defaultTo(fallback),
      )
      .addColumn(`${field}_ar`, 'text', (c) =>
        fallback === undefined ? c.notNull() : c.notNull().defaultTo(fallback),
      );

/** The database's clock, as a column default. */
export const now = sql`now()`;
