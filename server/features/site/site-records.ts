import type { LogoRecordWire } from '../../../src/contract/site/site';
import type { ResourceHandler } from '../shared/resource-handler';
import { KEY_VALUE_ID } from '../records/record-writes';
import { toWireRow } from '../shared/wire-row';

/**
 * GET /api/AppConfig/GetAppconfig (area settings; public on the site): the configuration as one
 * object, key to value (text as stored), with `id` and `version` (as text too) for its form
 * (`/api/Records/appConfig`).
 */
export const readAppConfig: ResourceHandler = async ({ services }) => {
  const [rows, version] = await Promise.all([
    services.db.selectFrom('app_configuration').select(['key', 'value']).orderBy('key').execute(),
    services.db
      .selectFrom('settings_versions')
      .select('version')
      .where('name', '=', 'app_configuration')
      .executeTakeFirst(),
  ]);
  return {
    ...Object.fromEntries(rows.map((r) => [r.key, r.value])),
    id: String(KEY_VALUE_ID),
    version: String(version?.version ?? 1),
  };
};

/**
 * GET /api/AppPref/GetAppPref (area app-preferences): the logo record that names the browser tab,
 * plus the preferences as `preferences` (key to value). The row's own columns come too (`id`,
 * `version`, `nameEn`…), for the record's form (`/api/Records/appPreferences`).
 */
export const readAppPreferences: ResourceHandler = async ({ services }) => {
  const [logo, prefs] = await Promise.all([
    services.db.selectFrom('logos').selectAll().orderBy('id').executeTakeFirst(),
    services.db.selectFrom('app_preferences').select(['key', 'value']).orderBy('key').execute(),
  ]);
  const record: LogoRecordWire & { preferences: Record<string, string> } = {
    ...(logo === undefined ? {} : toWireRow(logo)),
    imageUrl: logo?.image_url ?? null,
    englishName: logo?.name_en ?? null,
    kurdishName: logo?.name_ku ?? null,
    arabicName: logo?.name_ar ?? null,
    preferences: Object.fromEntries(prefs.map((p) => [p.key, p.value])),
  };
  return record;
};

/**
 * GET /api/ContactUs/GetContactUsData (area contact; public on the site): the network's main
 * contact (the row without a center) with every center's contact under `centers`.
 */
export const readContactUs: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('contact_us')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const main = rows.find((r) => r.center_id === null) ?? rows[0];
  return {
    ...(main === undefined ? {} : toWireRow(main)),
    centers: rows.filter((r) => r !== main).map(toWireRow),
  };
};

/** GET /api/ (area website-content): the "why choose us" text, its items in order. */
export const readWhyChooseUs: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('why_choose_us')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return { items: rows.map(toWireRow) };
};
