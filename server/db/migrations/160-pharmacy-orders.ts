import { sql, type Kysely } from 'kysely';

/**
 * Pharmacy orders placed from the site's cart (docs/api-extensions.md, "Pharmacy orders"):
 * - `client_order_id`, made by the site once per cart, so a retried order is stored once
 *   (unique per account; the seed's orders have none);
 * - `delivery_fee`, what the order was charged for delivery, so the patient's receipt shows the
 *   total's parts as they were, whatever the fee is later;
 * - each line keeps the item's names as ordered, so a renamed or removed item still reads right.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('client_order_id', 'text')
    .addColumn('delivery_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index orders_client_order_idx on orders (app_user_id, client_order_id)
    where client_order_id is not null`.execute(db);
  await db.schema
    .alterTable('order_items')
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_ku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_ar', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Lines ordered before this migration take their item's names as they are now.
  await sql`update order_items l set name_en = p.name_en, name_ku = p.name_ku, name_ar = p.name_ar
    from pharmacy_items p where p.id = l.pharmacy_item_id`.execute(db);
}
