import { describe, expect, it } from 'vitest';
import type {
  NewsFeedRuleSaveError,
  NewsFeedRulesGateway,
  NewsFeedRulesRead,
} from '../../../src/application/ports/news-feed-rules-gateway';
import type { RecordChanged } from '../../../src/application/ports/realtime-hubs';
import type { NewsFeedRule, RuleIds } from '../../../src/domain/content/news-feed-rule';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { NewsFeedRulesViewModel } from '../../../src/ui/features/news-feed-rules/news-feed-rules.view-model';

const doctor = (id: string) => ({ id, name: `Dr ${id}` });
const SELECTABLES = {
  doctors: ['1', '2', '3', '4'].map(doctor),
  centers: [{ id: '10', name: 'Center 10' }],
  videos: [],
  instructions: [],
};
const rule = (id: string, doctors: readonly string[], version = 1): NewsFeedRule => ({
  id,
  name: `Rule ${id}`,
  active: true,
  postsPerDay: 1,
  version,
  // '99' names no doctor: it is not pre-filled.
  ids: { doctors: [...doctors, '99'], centers: [], videos: [], instructions: [] },
});

class Server implements NewsFeedRulesGateway {
  now: Result<NewsFeedRulesRead, AppError> = ok({
    rules: [rule('1', ['1', '2']), rule('2', ['3'])],
    selectables: SELECTABLES,
  });
  saved: { ruleId: string; version: number; ids: RuleIds }[] = [];
  answer: (ids: RuleIds) => Result<NewsFeedRule, NewsFeedRuleSaveError> = (ids) =>
    ok({ ...rule('1', []), version: 2, ids });

  read() {
    return Promise.resolve(this.now);
  }

  save(ruleId: string, version: number, ids: RuleIds) {
    this.saved.push({ ruleId, version, ids });
    return Promise.resolve(this.answer(ids));
  }
}

class Hubs {
  listener: ((event: RecordChanged) => void) | undefined;
  onRecordChanged(listener: (event: RecordChanged) => void) {
    this.listener = listener;
    return () => (this.listener = undefined);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const names = (list: readonly { name: string }[]) => list.map((s) => s.name);

async function open(server = new Server()) {
  const hubs = new Hubs();
  const vm = new NewsFeedRulesViewModel(server, { hubs, record: 'newsFeedGenerationRules' });
  await vm.load();
  vm.watch();
  return { vm, server, hubs };
}

describe('the news-feed rules screen', () => {
  it('shows the first rule with its selected and old-selected lists pre-filled from its ids', async () => {
    const { vm } = await open();
    expect(vm.rule?.name).toBe('Rule 1');
    expect(names(vm.selections.doctors.selected)).toEqual(['Dr 1', 'Dr 2']);
    expect(names(vm.selections.doctors.oldSelected)).toEqual(['Dr 1', 'Dr 2']);
    expect(vm.dirty).toBe(false);
  });

  it('lists what a save adds and removes, and saves every id then selected with the version read', async () => {
    const { vm, server } = await open();
    vm.toggle('doctors', doctor('1'));
    vm.toggle('doctors', doctor('4'));
    expect(names(vm.changes.doctors.added)).toEqual(['Dr 4']);
    expect(names(vm.changes.doctors.removed)).toEqual(['Dr 1']);
    vm.askSave();
    expect(vm.confirming).toBe(true);
    await vm.confirmSave();
    expect(server.saved).toEqual([
      { ruleId: '1', version: 1, ids: { doctors: ['2', '4'], centers: [], videos: [], instructions: [] } },
    ]);
    expect(vm.dirty).toBe(false);
    expect(vm.notice).toEqual({ kind: 'saved', rule: 'Rule 1', count: 2 });
    expect(vm.rule?.version).toBe(2);
  });

  it('does not ask to save when nothing changed, and keeps the rule while changes are unsaved', async () => {
    const { vm } = await open();
    vm.askSave();
    expect(vm.confirming).toBe(false);
    vm.toggle('centers', { id: '10', name: 'Center 10' });
    vm.choose('2');
    expect(vm.rule?.name).toBe('Rule 1');
    vm.discard();
    vm.choose('2');
    expect(names(vm.selections.doctors.selected)).toEqual(['Dr 3']);
  });

  it('keeps the ticks after a refused stale save and compares them with the rule as it is now', async () => {
    const server = new Server();
    server.answer = () => err({ code: 'Stale', current: rule('1', ['1', '3'], 5) });
    const { vm } = await open(server);
    vm.toggle('doctors', doctor('4'));
    await vm.confirmSave();
    expect(vm.notice).toEqual({ kind: 'stale' });
    expect(names(vm.selections.doctors.selected)).toEqual(['Dr 1', 'Dr 2', 'Dr 4']);
    expect(names(vm.changes.doctors.added)).toEqual(['Dr 2', 'Dr 4']);
    expect(names(vm.changes.doctors.removed)).toEqual(['Dr 3']);
    expect(vm.rule?.version).toBe(5);
  });

  it('keeps every tick when the save fails', async () => {
    const server = new Server();
    server.answer = () => err(AppErrors.networkFailure());
    const { vm } = await open(server);
    vm.toggle('doctors', doctor('3'));
    await vm.confirmSave();
    expect(vm.notice).toEqual({ kind: 'failed', error: AppErrors.networkFailure() });
    expect(names(vm.changes.doctors.added)).toEqual(['Dr 3']);
  });

  it('reads again on a save by someone else: a clean rule takes their ids, unsaved ticks are kept and compared', async () => {
    const { vm, server, hubs } = await open();
    server.now = ok({ rules: [rule('1', ['2', '3'], 2), rule('2', ['3'])], selectables: SELECTABLES });
    hubs.listener?.({ record: 'newsFeedGenerationRules' });
    await settle();
    expect(names(vm.selections.doctors.selected)).toEqual(['Dr 2', 'Dr 3']);
    expect(vm.dirty).toBe(false);

    vm.toggle('doctors', doctor('4'));
    server.now = ok({ rules: [rule('1', ['1'], 3), rule('2', ['3'])], selectables: SELECTABLES });
    hubs.listener?.({ record: 'news' });
    await settle();
    expect(vm.rule?.version).toBe(2);
    hubs.listener?.({ record: 'newsFeedGenerationRules' });
    await settle();
    expect(vm.notice).toEqual({ kind: 'changedByOthers' });
    expect(names(vm.selections.doctors.selected)).toEqual(['Dr 2', 'Dr 3', 'Dr 4']);
    expect(names(vm.changes.doctors.added)).toEqual(['Dr 2', 'Dr 3', 'Dr 4']);
    expect(names(vm.changes.doctors.removed)).toEqual(['Dr 1']);
  });

  it('is refused as a whole when a read is refused', async () => {
    const server = new Server();
    server.now = err(AppErrors.forbidden());
    const { vm } = await open(server);
    expect(vm.status).toEqual({ kind: 'forbidden' });
  });

  it('filters each list by a case-insensitive part of the name', async () => {
    const { vm } = await open();
    vm.setQuery('doctors', 'dR 3');
    expect(names(vm.shown('doctors'))).toEqual(['Dr 3']);
    expect(names(vm.shown('centers'))).toEqual(['Center 10']);
  });
});
