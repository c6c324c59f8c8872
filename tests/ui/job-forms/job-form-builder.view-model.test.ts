import { describe, expect, it } from 'vitest';
import type {
  JobFormBuilderGateway,
  JobFormWithApplicants,
  SavedJobForm,
} from '../../../src/application/ports/job-form-builder-gateway';
import type { KeyValueStore } from '../../../src/application/ports/key-value-store';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { JobFieldType } from '../../../src/domain/submissions/job-application';
import type { JobFormDraft } from '../../../src/domain/submissions/job-form-definition';
import { JobFormBuilderViewModel } from '../../../src/ui/features/job-forms/job-form-builder.view-model';

class MemoryStore implements KeyValueStore {
  readonly values = new Map<string, string>();
  get(key: string) {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string) {
    this.values.set(key, value);
  }
  remove(key: string) {
    this.values.delete(key);
  }
}

const SAVED: SavedJobForm = {
  id: 7,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  draft: {
    titleEn: 'Nurses',
    titleKu: 'پەرستاران',
    titleAr: 'الممرضون',
    platform: 0,
    placement: 1,
    isActive: true,
    fields: [
      {
        name: 'field1',
        type: 'text',
        labelEn: 'Name',
        labelKu: 'ناو',
        labelAr: 'الاسم',
        required: true,
        options: [],
      },
      {
        name: 'field2',
        type: 'select',
        labelEn: 'Shift',
        labelKu: 'نۆرە',
        labelAr: 'المناوبة',
        required: false,
        options: ['Day', 'Night'],
      },
    ],
  },
};

class FakeGateway implements JobFormBuilderGateway {
  readAnswer: Result<JobFormWithApplicants, AppError> = ok({
    form: SAVED,
    applicants: [
      {
        id: 1,
        fullName: 'Dilan',
        phoneNumber: '+9647501112233',
        answers: { field1: 'Dilan' },
        submittedAt: SAVED.createdAt,
        cvUrl: null,
      },
    ],
  });
  saveAnswer: Result<SavedJobForm, AppError> | null = null;
  sent: { id: number | null; version: number | null; draft: JobFormDraft }[] = [];
  read = async () => this.readAnswer;
  create = async (draft: JobFormDraft) => {
    this.sent.push({ id: null, version: null, draft });
    return this.saveAnswer ?? ok({ ...SAVED, id: 12, version: 1, draft });
  };
  update = async (id: number, version: number, draft: JobFormDraft) => {
    this.sent.push({ id, version, draft });
    return this.saveAnswer ?? ok({ ...SAVED, version: version + 1, draft });
  };
  remove = async () => ok(undefined);
  downloadCv = async () => ok(new Blob(['%PDF']));
}

async function started(id: number | null, gateway = new FakeGateway(), store = new MemoryStore()) {
  const vm = new JobFormBuilderViewModel(gateway, store, id);
  await vm.start();
  return { vm, gateway, store };
}

describe('the job form builder view-model', () => {
  it('shows a saved form with only its applicants, and not found for an unknown id', async () => {
    const { vm } = await started(7);
    expect([vm.status, vm.draft.titleEn, vm.applicants.map((a) => a.id)]).toEqual(['ready', 'Nurses', [1]]);
    const gateway = new FakeGateway();
    gateway.readAnswer = err(AppErrors.notFound(null));
    expect((await started(999, gateway)).vm.status).toBe('notFound');
    gateway.readAnswer = err(AppErrors.forbidden());
    expect((await started(7, gateway)).vm.status).toBe('forbidden');
  });

  it('reads a new applicant again without touching the draft being edited; a failed read changes nothing', async () => {
    const { vm, gateway } = await started(7);
    vm.setTitle('En', 'Nurses, night shift');
    const first = (gateway.readAnswer as { value: JobFormWithApplicants }).value;
    const newcomer = { ...first.applicants[0]!, id: 2, fullName: 'Sara' };
    gateway.readAnswer = ok({
      form: { ...SAVED, version: 4, draft: { ...SAVED.draft, titleEn: 'Changed elsewhere' } },
      applicants: [...first.applicants, newcomer],
    });
    await vm.refreshApplicants();
    expect(vm.applicants.map((a) => a.fullName)).toEqual(['Dilan', 'Sara']);
    expect([vm.status, vm.draft.titleEn]).toEqual(['ready', 'Nurses, night shift']);
    gateway.readAnswer = err(AppErrors.networkFailure());
    await vm.refreshApplicants();
    expect(vm.applicants.map((a) => a.fullName)).toEqual(['Dilan', 'Sara']);
    expect(vm.status).toBe('ready');
  });

  it('sends nothing while the draft has problems and shows them on their fields', async () => {
    const { vm, gateway } = await started(null);
    vm.setTitle('En', 'Porters');
    vm.addField(JobFieldType.Select);
    expect(await vm.save()).toBe(false);
    expect(gateway.sent).toEqual([]);
    expect(vm.problemAt('fields.field1.options')).toBe('noChoices');
    expect(vm.problemAt('fields.field1.labelEn')).toBe('required');
    expect(vm.draft.titleEn).toBe('Porters');
  });

  it('keeps everything typed when the server refuses the save, with its problems on the fields', async () => {
    const { vm, gateway, store } = await started(7);
    vm.setField('field1', { labelEn: 'Full name' });
    gateway.saveAnswer = err(
      AppErrors.badRequest({ errors: [{ field: 'fields.field1.labelEn', problem: 'tooLong' }] }),
    );
    expect(await vm.save()).toBe(false);
    expect(vm.saveError).toBe('invalid');
    expect(vm.problemAt('fields.field1.labelEn')).toBe('tooLong');
    expect(vm.draft.fields[0]?.labelEn).toBe('Full name');
    // The tab keeps it too: a reload of the screen finds the draft.
    const again = await started(7, new FakeGateway(), store);
    expect(again.vm.draft.fields[0]?.labelEn).toBe('Full name');
  });

  it('keeps the draft when the network fails, and a stale save asks to reload', async () => {
    const { vm, gateway } = await started(7);
    vm.setTitle('Ar', 'ممرضات');
    gateway.saveAnswer = err(AppErrors.networkFailure());
    await vm.save();
    expect([vm.saveError, vm.draft.titleAr, vm.dirty]).toEqual(['network', 'ممرضات', true]);
    gateway.saveAnswer = err(AppErrors.conflict({ current: {} }));
    await vm.save();
    expect([vm.saveError, vm.draft.titleAr]).toEqual(['stale', 'ممرضات']);
  });

  it("saves from the version read, then forgets the tab's draft", async () => {
    const { vm, gateway, store } = await started(7);
    vm.moveField('field2', -1);
    expect(await vm.save()).toBe(true);
    expect(gateway.sent[0]?.version).toBe(3);
    expect(gateway.sent[0]?.draft.fields.map((f) => f.name)).toEqual(['field2', 'field1']);
    expect([vm.version, vm.dirty, store.values.size]).toEqual([4, false, 0]);
  });

  it('gives a new form its id on the first save', async () => {
    const { vm } = await started(null);
    vm.setTitle('En', 'Porters');
    vm.setTitle('Ku', 'هەڵگران');
    vm.setTitle('Ar', 'الحمالون');
    const name = vm.addField(JobFieldType.Text);
    vm.setField(name, { labelEn: 'Name', labelKu: 'ناو', labelAr: 'الاسم' });
    expect(await vm.save()).toBe(true);
    expect(vm.createdId).toBe(12);
  });

  it("reorders a choice field's choices and adds and removes them", async () => {
    const { vm } = await started(7);
    vm.moveChoice('field2', 1, -1);
    vm.addChoice('field2');
    vm.setChoice('field2', 2, 'Weekend');
    vm.removeChoice('field2', 0);
    expect(vm.draft.fields[1]?.options).toEqual(['Day', 'Weekend']);
  });

  it('asks before removing a field that already has answers, and removes an unanswered one at once', async () => {
    const { vm } = await started(7);
    vm.askRemoveField('field2');
    expect(vm.draft.fields.map((f) => f.name)).toEqual(['field1']);
    vm.askRemoveField('field1');
    expect([vm.confirmingField, vm.draft.fields.length]).toEqual(['field1', 1]);
    vm.cancelRemoveField();
    expect(vm.draft.fields.length).toBe(1);
    vm.askRemoveField('field1');
    vm.confirmRemoveField();
    expect(vm.draft.fields).toEqual([]);
    // A new field never takes the name of one removed, whose answers are still stored.
    expect(vm.addField(JobFieldType.Text)).not.toMatch(/^field[12]$/);
  });
});
