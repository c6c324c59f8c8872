import { describe, expect, it, vi } from 'vitest';
import type { RecordWritesGateway } from '../../../src/application/ports/record-writes-gateway';
import type { ResourceGateway } from '../../../src/application/resources/resource-gateway';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import type { Result } from '../../../src/domain/shared/result';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { EditRecord } from '../../../src/application/records/edit-record';
import { RecordEditorViewModel } from '../../../src/ui/features/records/record-editor.view-model';

const FORM = [
  { kind: 'multilingual', name: 'title', required: true },
  { kind: 'lookup', name: 'newsCategoryId', required: true, read: 'newsCategories', labelField: 'name' },
  { kind: 'yesNo', name: 'isPublished', required: false },
  { kind: 'image', name: 'imageUrl', required: false },
] as const;

const ok = <T>(value: T): Result<T, AppError> => ({ ok: true, value });
const failed = <T>(error: AppError): Result<T, AppError> => ({ ok: false, error });

const ROW = {
  id: 7,
  version: 1,
  titleEn: 'Old',
  titleKu: 'کۆن',
  titleAr: 'قديم',
  newsCategoryId: 2,
  isPublished: true,
};

function editor(
  writes: Partial<RecordWritesGateway> = {},
  areas: readonly PermissionArea[] = [PermissionArea.News],
  kind?: 'single' | 'changeOnly',
) {
  const gateway: RecordWritesGateway = {
    recordOfList: () => ({ name: 'news', form: FORM, ...(kind === undefined ? {} : { writes: kind }) }),
    check: () => [],
    create: vi.fn(() => Promise.resolve(ok({ ...ROW, id: 8 }))),
    update: vi.fn(() => Promise.resolve(ok({ ...ROW, version: 2 }))),
    remove: vi.fn(() => Promise.resolve(ok(undefined))),
    uploadImage: vi.fn(() =>
      Promise.resolve(
        ok({
          imageUrl: '/api/Media/images/0123456789abcdef0123456789abcdef.png',
          thumbnailUrl: '/api/Media/images/0123456789abcdef0123456789abcdef.thumb.png',
        }),
      ),
    ),
    importable: () => false,
    importRows: vi.fn(() => Promise.resolve(ok([]))),
    ...writes,
  };
  const resources = {
    load: () => Promise.resolve(ok([{ id: 2, nameEn: 'Events' }])),
  } as unknown as ResourceGateway;
  const changed = vi.fn();
  const vm = new RecordEditorViewModel(
    { editing: new EditRecord(gateway), resources },
    'dashboardNews',
    () => areas,
    changed,
  );
  return { vm, gateway, changed };
}

describe('the writes a record has', () => {
  it('offers New, Edit and Delete on a list of records', () => {
    const { vm } = editor();
    expect(vm.canCreate([ROW])).toBe(true);
    expect(vm.canRemove).toBe(true);
  });

  it('offers a single record’s creation only while there is none, and never its removal', () => {
    const { vm } = editor({}, undefined, 'single');
    expect(vm.canCreate([])).toBe(true);
    expect(vm.canCreate([{ imageUrl: '', englishName: '' }])).toBe(true);
    expect(vm.canCreate([ROW])).toBe(false);
    expect(vm.canRemove).toBe(false);
    expect(vm.canWrite).toBe(true);
  });

  it('offers only changes of a record staff only change', () => {
    const { vm } = editor({}, undefined, 'changeOnly');
    expect(vm.canCreate([])).toBe(false);
    expect(vm.canRemove).toBe(false);
    expect(vm.canWrite).toBe(true);
  });

  it('offers nothing to a role without the area', () => {
    const { vm } = editor({}, [PermissionArea.Chat], 'single');
    expect(vm.canCreate([])).toBe(false);
    expect(vm.canRemove).toBe(false);
  });

  it('opens a single record’s form at once from its screen, sending its version', async () => {
    const { vm, gateway } = editor({}, undefined, 'single');
    vm.editRow(ROW);
    expect(vm.mode).toBe('edit');
    vm.setField('titleEn', 'Renamed');
    await vm.save();
    expect(gateway.update).toHaveBeenCalledWith(
      'news',
      7,
      expect.objectContaining({ titleEn: 'Renamed', version: 1 }),
    );
  });
});

describe('the record editor', () => {
  it('offers writing only to a role that holds the list’s area', () => {
    expect(editor().vm.canWrite).toBe(true);
    expect(editor({}, [PermissionArea.Chat]).vm.canWrite).toBe(false);
  });

  it('sends the draft as wire values, with the version it was read at', async () => {
    const { vm, gateway, changed } = editor();
    vm.open(ROW);
    vm.edit();
    vm.setField('titleEn', 'New');
    await vm.save();
    expect(gateway.update).toHaveBeenCalledWith('news', 7, {
      titleEn: 'New',
      titleKu: 'کۆن',
      titleAr: 'قديم',
      newsCategoryId: 2,
      isPublished: true,
      imageUrl: '',
      version: 1,
    });
    expect(vm.mode).toBe('view');
    expect(changed).toHaveBeenCalled();
  });

  it('keeps the draft and marks the fields the check refuses, without sending', async () => {
    const { vm, gateway } = editor({ check: () => [{ field: 'titleAr', problem: 'required' }] });
    vm.startNew();
    vm.setField('titleEn', 'Kept');
    await vm.save();
    expect(gateway.create).not.toHaveBeenCalled();
    expect(vm.problems).toEqual({ titleAr: 'required' });
    expect(vm.draft.titleEn).toBe('Kept');
  });

  it("puts the server's 400 on its fields", async () => {
    const { vm } = editor({
      create: () =>
        Promise.resolve(failed(AppErrors.badRequest({ errors: [{ field: 'titleEn', problem: 'tooLong' }] }))),
    });
    vm.startNew();
    await vm.save();
    expect(vm.problems).toEqual({ titleEn: 'tooLong' });
    expect(vm.isEditing).toBe(true);
  });

  it('offers a stale copy to reload the current record or to save the draft over it', async () => {
    const current = { ...ROW, version: 3, titleEn: 'Theirs' };
    const update = vi
      .fn<RecordWritesGateway['update']>()
      .mockResolvedValueOnce(failed(AppErrors.conflict({ message: 'stale', current })))
      .mockResolvedValueOnce(ok({ ...current, version: 4, titleEn: 'Mine' }));
    const { vm } = editor({ update });
    vm.open(ROW);
    vm.edit();
    vm.setField('titleEn', 'Mine');
    await vm.save();
    expect(vm.failure).toEqual({ kind: 'stale', current });
    expect(vm.draft.titleEn).toBe('Mine');
    await vm.overwrite();
    expect(update).toHaveBeenLastCalledWith(
      'news',
      7,
      expect.objectContaining({ titleEn: 'Mine', version: 3 }),
    );
    expect(vm.row).toMatchObject({ titleEn: 'Mine', version: 4 });
  });

  it('asks before closing a form with unsaved changes, and not before closing an untouched one', () => {
    const { vm } = editor();
    vm.startNew();
    vm.requestClose();
    expect(vm.isOpen).toBe(false);
    vm.startNew();
    vm.setField('titleEn', 'x');
    vm.requestClose();
    expect(vm.confirmingClose).toBe(true);
    expect(vm.isOpen).toBe(true);
  });

  it('names what still refers to a record it could not remove, and an access refusal as such', async () => {
    const { vm } = editor({
      remove: () =>
        Promise.resolve(failed(AppErrors.conflict({ referencedBy: [{ table: 'news', count: 3 }] }))),
    });
    vm.open(ROW);
    await vm.remove();
    expect(vm.failure).toEqual({ kind: 'referenced', tables: ['news'] });
    const denied = editor({ remove: () => Promise.resolve(failed(AppErrors.forbidden())) }).vm;
    denied.open(ROW);
    await denied.remove();
    expect(denied.failure).toEqual({ kind: 'forbidden' });
  });

  it("loads a lookup's choices from its list", async () => {
    const { vm } = editor();
    vm.open(ROW);
    await vi.waitFor(() => expect(vm.lookups.newsCategoryId?.kind).toBe('loaded'));
  });

  describe('an image field', () => {
    const STORED = '/api/Media/images/0123456789abcdef0123456789abcdef.png';
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const refusal = (status: number, problem: string): AppError =>
      status === 400
        ? AppErrors.badRequest({ errors: [{ field: 'file', problem }] })
        : AppErrors.serverError(status, { errors: [{ field: 'file', problem }] });

    it('holds the stored picture’s address once it has arrived, and saves it with the form', async () => {
      const { vm, gateway } = editor();
      vm.open(ROW);
      vm.edit();
      vm.setField('titleEn', 'Typed first');
      const arriving = vm.uploadImage('imageUrl', file, 'ward.png');
      expect(vm.uploading).toBe(true);
      await vm.save();
      expect(gateway.update).not.toHaveBeenCalled();
      await arriving;
      expect(gateway.uploadImage).toHaveBeenCalledWith('news', file, 'ward.png');
      expect(vm.uploading).toBe(false);
      expect(vm.draft).toMatchObject({ titleEn: 'Typed first', imageUrl: STORED });
      await vm.save();
      expect(gateway.update).toHaveBeenCalledWith('news', 7, expect.objectContaining({ imageUrl: STORED }));
    });

    it.each([
      [refusal(415, 'notAnImage'), 'notAnImage'],
      [refusal(413, 'tooLarge'), 'tooLarge'],
      [refusal(400, 'unreadable'), 'unreadable'],
      [AppErrors.serverError(413, '<html>proxy</html>'), 'tooLarge'],
      [AppErrors.forbidden(), 'forbidden'],
      [AppErrors.networkFailure(), 'offline'],
      [AppErrors.timeout(), 'offline'],
      [AppErrors.serverError(500, null), 'failed'],
    ])('keeps the whole draft when the upload fails (%o), and says why: %s', async (error, problem) => {
      const { vm } = editor({ uploadImage: () => Promise.resolve(failed(error)) });
      vm.open({ ...ROW, imageUrl: STORED });
      vm.edit();
      vm.setField('titleAr', 'نص لم يحفظ بعد');
      const before = { ...vm.draft };
      await vm.uploadImage('imageUrl', file, 'scan.pdf');
      expect(vm.draft).toEqual(before);
      expect(vm.images.imageUrl).toEqual({ kind: 'failed', fileName: 'scan.pdf', problem });
      expect(vm.isDirty).toBe(true);
    });

    it('takes the picture off with Remove, which the save sends as empty', async () => {
      const { vm, gateway } = editor();
      vm.open({ ...ROW, imageUrl: STORED });
      vm.edit();
      vm.removeImage('imageUrl');
      expect(vm.isDirty).toBe(true);
      await vm.save();
      expect(gateway.update).toHaveBeenCalledWith('news', 7, expect.objectContaining({ imageUrl: '' }));
    });

    it('drops an answer that arrives after the form was closed, or after another picture was chosen', async () => {
      let answer: (value: Result<{ imageUrl: string; thumbnailUrl: string }, AppError>) => void = () => {};
      const slow = vi.fn(
        () =>
          new Promise<Result<{ imageUrl: string; thumbnailUrl: string }, AppError>>((resolve) => {
            answer = resolve;
          }),
      );
      const { vm } = editor({ uploadImage: slow });
      vm.startNew();
      const first = vm.uploadImage('imageUrl', file, 'first.png');
      const firstAnswer = answer;
      const second = vm.uploadImage('imageUrl', file, 'second.png');
      firstAnswer(
        ok({ imageUrl: '/api/Media/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', thumbnailUrl: '' }),
      );
      await first;
      expect(vm.draft.imageUrl).toBe('');
      answer(ok({ imageUrl: STORED, thumbnailUrl: '' }));
      await second;
      expect(vm.draft.imageUrl).toBe(STORED);

      vm.startNew();
      const late = vm.uploadImage('imageUrl', file, 'late.png');
      vm.close();
      answer(ok({ imageUrl: STORED, thumbnailUrl: '' }));
      await late;
      expect(vm.images).toEqual({});
    });
  });
});

describe('a lookup whose choices depend on the record changed', () => {
  const form = [
    {
      kind: 'lookup',
      name: 'hrDepartmentId',
      required: true,
      read: 'departmentsWithoutInformation',
      readWhenEditing: 'departmentsWithoutInformationExceptOne',
      labelField: 'name',
    },
  ] as const;

  it('reads the free choices for a new record, and for a change the free ones with the record’s own', async () => {
    const load = vi.fn((key: string) =>
      Promise.resolve(ok(key === 'departmentsWithoutInformation' ? [{ id: 5 }] : [{ id: 4 }, { id: 5 }])),
    );
    const gateway = {
      recordOfList: () => ({ name: 'departmentInformation', form }),
      check: () => [],
    } as unknown as RecordWritesGateway;
    const vm = new RecordEditorViewModel(
      { editing: new EditRecord(gateway), resources: { load } as unknown as ResourceGateway },
      'departmentInformation',
      () => [PermissionArea.DepartmentInfo],
      vi.fn(),
    );
    vm.startNew();
    await vi.waitFor(() => expect(vm.lookups.hrDepartmentId).toMatchObject({ kind: 'loaded' }));
    expect(load).toHaveBeenLastCalledWith('departmentsWithoutInformation', undefined);

    vm.open({ id: 1, version: 1, hrDepartmentId: 4 });
    vm.edit();
    await vi.waitFor(() =>
      expect(vm.lookups.hrDepartmentId).toMatchObject({ kind: 'loaded', choices: [{ id: 4 }, { id: 5 }] }),
    );
    expect(load).toHaveBeenLastCalledWith('departmentsWithoutInformationExceptOne', { id: '4' });
  });
});

describe('the record editor opened from another screen (the slider board)', () => {
  function fromBoard() {
    const gateway: RecordWritesGateway = {
      recordOfList: () => ({ name: 'news', form: FORM }),
      check: () => [],
      create: vi.fn(() => Promise.resolve(ok({ ...ROW, id: 8 }))),
      update: vi.fn(() => Promise.resolve(ok({ ...ROW, version: 3 }))),
      remove: vi.fn(() => Promise.resolve(ok(undefined))),
      uploadImage: vi.fn(),
      importable: () => false,
      importRows: vi.fn(),
    };
    // The list holds the record at version 2; the lookup's list has a row of no id (no choice).
    const load = vi.fn((key: string) =>
      Promise.resolve(
        key === 'dashboardNews'
          ? ok([
              { ...ROW, id: 6 },
              { ...ROW, version: 2 },
            ])
          : ok([
              { id: 2, nameEn: 'Events' },
              { id: null, nameEn: 'Of no group' },
            ]),
      ),
    );
    const vm = new RecordEditorViewModel(
      { editing: new EditRecord(gateway), resources: { load } as unknown as ResourceGateway },
      'dashboardNews',
      () => [PermissionArea.News],
      vi.fn(),
    );
    return { vm, gateway };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('edits a record by its id as the list has it now, and saves it from that version', async () => {
    const { vm, gateway } = fromBoard();
    await vm.openById('7', 'edit');
    expect(vm.mode).toBe('edit');
    vm.setField('titleEn', 'Renamed');
    await vm.save();
    expect(gateway.update).toHaveBeenCalledWith(
      'news',
      7,
      expect.objectContaining({ titleEn: 'Renamed', version: 2 }),
    );
  });

  it('asks before removing a record by its id, and removes the version read', async () => {
    const { vm, gateway } = fromBoard();
    await vm.openById('7', 'remove');
    expect(vm.confirmingRemove).toBe(true);
    expect(gateway.remove).not.toHaveBeenCalled();
    await vm.remove();
    expect(gateway.remove).toHaveBeenCalledWith('news', 7, 2);
  });

  it('says so when the list no longer holds the record', async () => {
    const { vm } = fromBoard();
    await vm.openById('99', 'edit');
    expect(vm.isOpen).toBe(true);
    expect(vm.isEditing).toBe(false);
    expect(vm.failure?.kind).toBe('other');
  });

  it('starts a new record with fields filled ahead, not taken for unsaved changes; a row of no id is no choice', async () => {
    const { vm } = fromBoard();
    vm.startNewWith({ newsCategoryId: '2', isPublished: false });
    await settle();
    expect(vm.draft.newsCategoryId).toBe('2');
    expect(vm.draft.isPublished).toBe(false);
    expect(vm.isDirty).toBe(false);
    const lookup = vm.lookups.newsCategoryId;
    expect(lookup?.kind === 'loaded' ? lookup.choices.map((c) => c.id) : []).toEqual([2]);
  });
});
