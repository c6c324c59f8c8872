import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sliderBoardSchema, type SliderBoardGroupWire } from '../../src/contract/content/slider-board';
import { validate } from '../../src/contract/shared/schema';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const READ = '/api/Carousel/GetCarouselGroupedByDestinations';
const SAVE = '/api/Carousel/SaveSliderOrder';

async function board(): Promise<SliderBoardGroupWire[]> {
  const answer = await call(`${server.url}${READ}`, { token: admin });
  expect(answer.status).toBe(200);
  const checked = validate(sliderBoardSchema, answer.json);
  if (!checked.ok) throw new Error(`the board is malformed at ${checked.field}`);
  return checked.value;
}

/** `token` null sends none. */
const save = (body: unknown, token: string | null = admin) =>
  call(`${server.url}${SAVE}`, { method: 'PUT', body, ...(token === null ? {} : { token }) });

const idsOf = (group: SliderBoardGroupWire) => group.childerens.map((c) => Number(c.id));

/** A group of the board with at least `size` images. */
const groupWith = (groups: SliderBoardGroupWire[], size: number, skip = 0) =>
  groups.filter((g) => g.id !== null && g.childerens.length >= size)[skip] as SliderBoardGroupWire;

const sliderAudits = () =>
  server.db
    .selectFrom('audit_records')
    .select(['action', 'entity', 'entity_id', 'user_name', 'before_json', 'after_json'])
    .where('entity', '=', 'SliderOrder')
    .orderBy('id')
    .execute();

describe('saving the slider order (PUT /Carousel/SaveSliderOrder)', () => {
  it('sends every group with its id and order version', async () => {
    const groups = await board();
    const named = groups.filter((g) => g.id !== null);
    expect(named.length).toBeGreaterThan(1);
    for (const group of named) expect(group.version).toBeGreaterThanOrEqual(1);
  });

  it('needs a staff token (401) and the website-content area (403)', async () => {
    const group = groupWith(await board(), 2);
    const body = {
      groups: [{ id: Number(group.id), version: group.version, imageIds: idsOf(group).reverse() }],
    };
    expect((await save(body, null)).status).toBe(401);
    expect((await save(body, reception)).status).toBe(403);
    expect(idsOf(groupWith(await board(), 2))).toEqual(idsOf(group));
  });

  it('keeps a reordered group as sent after a new read, audited with the order before and after', async () => {
    const group = groupWith(await board(), 3);
    const before = idsOf(group);
    const wanted = [before[2], before[0], before[1], ...before.slice(3)] as number[];
    const answer = await save({
      groups: [{ id: Number(group.id), version: group.version, imageIds: wanted }],
    });
    expect(answer.status).toBe(200);
    const again = (await board()).find((g) => g.id === group.id) as SliderBoardGroupWire;
    expect(idsOf(again)).toEqual(wanted);
    expect(again.version).toBe((group.version as number) + 1);
    const rows = await server.db
      .selectFrom('carousel_images')
      .select(['id', 'sort_order'])
      .where('slider_destination_group_id', '=', Number(group.id))
      .orderBy('sort_order')
      .execute();
    expect(rows.map((r) => r.sort_order)).toEqual(wanted.map((_, i) => i + 1));
    const audit = (await sliderAudits()).at(-1);
    expect(audit).toMatchObject({
      action: 'Update',
      entity: 'SliderOrder',
      entity_id: String(group.id),
      user_name: 'admin',
    });
    expect(JSON.parse(audit?.before_json ?? 'null')).toEqual([
      { id: Number(group.id), version: group.version, imageIds: before },
    ]);
    expect(JSON.parse(audit?.after_json ?? 'null')).toEqual([
      { id: Number(group.id), version: (group.version as number) + 1, imageIds: wanted },
    ]);
  });

  it('moves an image into another group, which then shows it under its own destination', async () => {
    const groups = await board();
    const from = groupWith(groups, 2);
    const to = groups.find((g) => g.id !== null && g.id !== from.id) as SliderBoardGroupWire;
    const moved = idsOf(from)[0] as number;
    const answer = await save({
      groups: [
        { id: Number(from.id), version: from.version, imageIds: idsOf(from).slice(1) },
        { id: Number(to.id), version: to.version, imageIds: [...idsOf(to), moved] },
      ],
    });
    expect(answer.status).toBe(200);
    const after = await board();
    const target = after.find((g) => g.id === to.id) as SliderBoardGroupWire;
    expect(idsOf(target).at(-1)).toBe(moved);
    expect(target.childerens.at(-1)?.destination).toBe(to.nameEn);
    expect(target.childerens.at(-1)?.carouselFor).toBe(target.childerens.at(-2)?.carouselFor);
    expect(idsOf(after.find((g) => g.id === from.id) as SliderBoardGroupWire)).toEqual(idsOf(from).slice(1));
  });

  it('refuses an order saved from an older version (409 Stale) with the board as it is now, changing nothing', async () => {
    const group = groupWith(await board(), 2);
    const first = await save({
      groups: [{ id: Number(group.id), version: group.version, imageIds: idsOf(group).reverse() }],
    });
    expect(first.status).toBe(200);
    const audits = (await sliderAudits()).length;
    const late = await save({
      groups: [{ id: Number(group.id), version: group.version, imageIds: idsOf(group) }],
    });
    expect(late.status).toBe(409);
    const body = late.json as { code: string; current: unknown };
    expect(body.code).toBe('Stale');
    const current = validate(sliderBoardSchema, body.current);
    expect(
      current.ok && current.value.find((g) => g.id === group.id)?.childerens.map((c) => Number(c.id)),
    ).toEqual(idsOf(group).reverse());
    expect(idsOf((await board()).find((g) => g.id === group.id) as SliderBoardGroupWire)).toEqual(
      idsOf(group).reverse(),
    );
    expect((await sliderAudits()).length).toBe(audits);
  });

  it('refuses an order that drops or adds an image (409 Stale)', async () => {
    const group = groupWith(await board(), 2);
    const dropped = await save({
      groups: [{ id: Number(group.id), version: group.version, imageIds: idsOf(group).slice(1) }],
    });
    expect(dropped.status).toBe(409);
    const copied = await save({
      groups: [
        { id: Number(group.id), version: group.version, imageIds: [...idsOf(group), idsOf(group)[0]] },
      ],
    });
    expect(copied.status).toBe(409);
  });

  it('answers 400 for a body of the wrong shape and 404 for an unknown group', async () => {
    expect((await save({ groups: [] })).status).toBe(400);
    expect((await save({ groups: [{ id: 1, version: 1 }] })).status).toBe(400);
    expect((await save({ groups: [{ id: 99999, version: 1, imageIds: [] }] })).status).toBe(404);
  });
});
