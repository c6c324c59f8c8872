import { describe, expect, it } from 'vitest';
import type {
  PermissionCatalogue,
  RolePermissions,
  RolePermissionsChange,
  RolePermissionsGateway,
} from '../../../src/application/ports/role-permissions-gateway';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { PermissionGridViewModel } from '../../../src/ui/features/permission-grid/permission-grid.view-model';

const CATALOGUE: PermissionCatalogue = {
  sections: [
    { id: 2, name: 'Patients and chat', sortOrder: 2 },
    { id: 1, name: 'Appointments', sortOrder: 1 },
    { id: 3, name: 'Empty section', sortOrder: 3 },
  ],
  permissions: [
    { id: 10, area: 'chat', name: 'Chat', sectionId: 2 },
    { id: 11, area: 'feedback', name: 'Feedback', sectionId: 2 },
    { id: 12, area: 'appointments', name: 'Appointments', sectionId: 1 },
    { id: 13, area: 'audit', name: 'Audit', sectionId: null },
  ],
  chatDepartments: [
    { id: 1, nameEn: 'General', nameKu: 'گشتی', nameAr: 'عام' },
    { id: 2, nameEn: 'Lab', nameKu: 'تاقیگە', nameAr: 'المختبر' },
  ],
};

const reception = (over: Partial<RolePermissions> = {}): RolePermissions => ({
  id: 'r2',
  name: 'reception',
  areas: ['appointments', 'chat'],
  chatDepartmentIds: [1],
  userCount: 3,
  version: 4,
  ...over,
});

/** The server in memory: a save replaces the role's grants and bumps its version. */
class MemoryGateway implements RolePermissionsGateway {
  held: Record<string, RolePermissions> = {
    r1: reception({
      id: 'r1',
      name: 'admin',
      areas: ['appointments', 'audit', 'chat', 'feedback'],
      version: 1,
    }),
    r2: reception(),
  };
  saves: { id: string; change: RolePermissionsChange }[] = [];
  nextSave: AppError | null = null;
  readFailure: AppError | null = null;

  roleOptions = async () =>
    this.readFailure === null
      ? ok(Object.values(this.held).map(({ id, name }) => ({ id, name })))
      : err(this.readFailure);
  catalogue = async () => ok(CATALOGUE);
  role = async (id: string): Promise<Result<RolePermissions, AppError>> =>
    ok(this.held[id] as RolePermissions);
  save = async (id: string, change: RolePermissionsChange): Promise<Result<RolePermissions, AppError>> => {
    this.saves.push({ id, change });
    const failure = this.nextSave;
    this.nextSave = null;
    if (failure !== null) return err(failure);
    const before = this.held[id] as RolePermissions;
    const saved = { ...before, ...change, version: before.version + 1 };
    this.held[id] = saved;
    return ok(saved);
  };
}

async function openOn(roleId = 'r2') {
  const gateway = new MemoryGateway();
  const vm = new PermissionGridViewModel(gateway);
  await vm.load();
  await vm.choose(roleId);
  return { gateway, vm };
}

describe('the permission grid', () => {
  it('starts on the first role, with the sections in menu order and the unsectioned permissions last', async () => {
    const vm = new PermissionGridViewModel(new MemoryGateway());
    await vm.load();
    expect(vm.roleId).toBe('r1');
    expect(vm.sections.map((g) => [g.section?.name ?? null, g.permissions.map((p) => p.area)])).toEqual([
      ['Appointments', ['appointments']],
      ['Patients and chat', ['chat', 'feedback']],
      [null, ['audit']],
    ]);
  });

  it('shows a role as stored: ticked exactly where it grants', async () => {
    const { vm } = await openOn();
    expect(['appointments', 'chat', 'feedback', 'audit'].map((a) => vm.granted(a as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([vm.answers(1), vm.answers(2)]).toEqual([true, false]);
    expect(vm.dirty).toBe(false);
  });

  it('lists what a save adds and what it removes', async () => {
    const { vm } = await openOn();
    vm.toggle('chat', false);
    vm.toggle('feedback', true);
    vm.toggleChat(2, true);
    vm.toggleChat(1, false);
    expect(vm.areaChange).toEqual({ added: ['feedback'], removed: ['chat'] });
    expect(vm.chatChange).toEqual({ added: [2], removed: [1] });
    expect(vm.dirty).toBe(true);
  });

  it('is not dirty once a tick is undone by hand', async () => {
    const { vm } = await openOn();
    vm.toggle('chat', false);
    vm.toggle('chat', true);
    expect(vm.areaChange).toEqual({ added: [], removed: [] });
    expect(vm.dirty).toBe(false);
  });

  it('asks to confirm before it saves, and sends nothing when cancelled', async () => {
    const { vm, gateway } = await openOn();
    vm.toggle('appointments', false);
    vm.askSave();
    expect(vm.confirming).toBe(true);
    vm.cancelSave();
    expect(vm.confirming).toBe(false);
    expect(gateway.saves).toEqual([]);
  });

  it('saves the whole new set with the version read, then shows the role as saved', async () => {
    const { vm, gateway } = await openOn();
    vm.toggle('appointments', false);
    vm.toggleChat(2, true);
    vm.askSave();
    expect(await vm.confirmSave()).toBe(true);
    expect(gateway.saves).toEqual([
      { id: 'r2', change: { areas: ['chat'], chatDepartmentIds: [1, 2], version: 4 } },
    ]);
    expect(vm.dirty).toBe(false);
    expect(vm.role?.version).toBe(5);
    expect(vm.saved).toBe('reception');
    expect(vm.granted('appointments')).toBe(false);
  });

  it.each([
    [AppErrors.conflict({ code: 'LastPermissionManager' }), 'lastPermissionManager'],
    [AppErrors.conflict({ code: 'LastAccessManager' }), 'lastAccessManager'],
    [AppErrors.conflict({ code: 'Stale' }), 'stale'],
    [AppErrors.forbidden(), 'forbidden'],
    [AppErrors.networkFailure(), 'network'],
    [AppErrors.serverError(500, null), 'failed'],
  ] as const)('keeps every tick when the save is refused or fails (%o -> %s)', async (failure, shown) => {
    const { vm, gateway } = await openOn();
    vm.toggle('chat', false);
    vm.toggle('feedback', true);
    gateway.nextSave = failure;
    vm.askSave();
    expect(await vm.confirmSave()).toBe(false);
    expect(vm.error).toBe(shown);
    expect(vm.areaChange).toEqual({ added: ['feedback'], removed: ['chat'] });
    expect(vm.role?.version).toBe(4);
    expect(vm.confirming).toBe(false);
  });

  it('saves the kept ticks on a retry after a network failure', async () => {
    const { vm, gateway } = await openOn();
    vm.toggle('chat', false);
    gateway.nextSave = AppErrors.networkFailure();
    await vm.confirmSave();
    expect(await vm.confirmSave()).toBe(true);
    expect(gateway.held.r2?.areas).toEqual(['appointments']);
    expect(vm.error).toBeNull();
  });

  it('will not switch roles over unsaved ticks, and discarding puts the role back', async () => {
    const { vm } = await openOn();
    vm.toggle('chat', false);
    await vm.choose('r1');
    expect(vm.roleId).toBe('r2');
    vm.discard();
    expect(vm.dirty).toBe(false);
    expect(vm.granted('chat')).toBe(true);
    await vm.choose('r1');
    expect(vm.role?.name).toBe('admin');
  });

  it('says access denied, not empty, when the reads answer 403, and loads on retry', async () => {
    const gateway = new MemoryGateway();
    gateway.readFailure = AppErrors.forbidden();
    const vm = new PermissionGridViewModel(gateway);
    await vm.load();
    expect(vm.status).toEqual({ kind: 'forbidden' });
    gateway.readFailure = AppErrors.networkFailure();
    await vm.load();
    expect(vm.status.kind).toBe('error');
    gateway.readFailure = null;
    await vm.load();
    expect(vm.status).toEqual({ kind: 'loaded' });
    expect(vm.role?.name).toBe('admin');
  });
});
