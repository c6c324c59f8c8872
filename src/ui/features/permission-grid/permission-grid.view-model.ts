import { makeAutoObservable, runInAction } from 'mobx';
import type {
  Permission,
  PermissionCatalogue,
  PermissionSection,
  RolePermissions,
  RolePermissionsGateway,
} from '../../../application/ports/role-permissions-gateway';
import type { RoleOption } from '../../../application/ports/staff-access-gateway';
import { changeOf, isNoChange, type PermissionChange } from '../../../domain/access/role-permissions';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { PermissionArea } from '../../../domain/lists/permission-area';
import { listStatusOf } from '../access/access-errors';

/** One row group of the grid: a section (or none, for permissions outside every section). */
export interface GridSection {
  readonly section: PermissionSection | null;
  readonly permissions: readonly Permission[];
}

/** Why a save was refused; the screen's text is `permissionGrid.error.<code>`. */
export type SaveRefusal =
  | 'stale'
  | 'lastPermissionManager'
  | 'lastAccessManager'
  | 'unknownChatDepartment'
  | 'forbidden'
  | 'network'
  | 'failed';

function refusalOf(error: AppError): SaveRefusal {
  switch (error.code) {
    case 'Conflict': {
      const code = (error.body as { code?: unknown } | null)?.code;
      if (code === 'Stale') return 'stale';
      if (code === 'LastPermissionManager') return 'lastPermissionManager';
      if (code === 'LastAccessManager') return 'lastAccessManager';
      return 'failed';
    }
    case 'BadRequest':
      return (error.body as { code?: unknown } | null)?.code === 'UnknownChatDepartment'
        ? 'unknownChatDepartment'
        : 'failed';
    case 'Forbidden':
      return 'forbidden';
    case 'NetworkFailure':
    case 'Timeout':
      return 'network';
    default:
      return 'failed';
  }
}

/**
 * `/dashboard/permission`: one role's permissions as a grid of the menu's sections and their
 * permissions, and the chat departments its users answer. Ticks are edits of a draft; saving shows
 * what is added and removed, asks to confirm, and sends the whole set with the role's version. A
 * refused or failed save keeps the draft, so nothing ticked is lost.
 */
export class PermissionGridViewModel {
  status: ListStatus = { kind: 'loading' };
  roles: readonly RoleOption[] = [];
  catalogue: PermissionCatalogue | null = null;
  roleId: string | null = null;
  /** The chosen role as stored on the server; null while it loads. */
  role: RolePermissions | null = null;
  roleStatus: ListStatus = { kind: 'loading' };
  draftAreas: readonly PermissionArea[] = [];
  draftChats: readonly number[] = [];
  confirming = false;
  saving = false;
  error: SaveRefusal | null = null;
  /** The role whose change was saved last, for the polite announcement. */
  saved: string | null = null;

  constructor(private readonly gateway: RolePermissionsGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /** The sections in menu order, each with its permissions by name; permissions in no section last. */
  get sections(): readonly GridSection[] {
    const catalogue = this.catalogue;
    if (catalogue === null) return [];
    const byName = (a: Permission, b: Permission) => a.name.localeCompare(b.name);
    const ordered = [...catalogue.sections].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const known = new Set(ordered.map((s) => s.id));
    const groups: GridSection[] = ordered
      .map((section) => ({
        section,
        permissions: catalogue.permissions.filter((p) => p.sectionId === section.id).sort(byName),
      }))
      .filter((g) => g.permissions.length > 0);
    const loose = catalogue.permissions.filter((p) => p.sectionId === null || !known.has(p.sectionId));
    if (loose.length > 0) groups.push({ section: null, permissions: [...loose].sort(byName) });
    return groups;
  }

  get areaChange(): PermissionChange<PermissionArea> {
    return changeOf(this.role?.areas ?? [], this.draftAreas);
  }

  get chatChange(): PermissionChange<number> {
    return changeOf(this.role?.chatDepartmentIds ?? [], this.draftChats);
  }

  get dirty(): boolean {
    return this.role !== null && !(isNoChange(this.areaChange) && isNoChange(this.chatChange));
  }

  granted(area: PermissionArea): boolean {
    return this.draftAreas.includes(area);
  }

  answers(chatDepartmentId: number): boolean {
    return this.draftChats.includes(chatDepartmentId);
  }

  /** Reads the roles and the grid's catalogue, then the chosen role (the first, at the start). */
  async load(): Promise<void> {
    if (this.catalogue === null) this.status = { kind: 'loading' };
    const [roles, catalogue] = await Promise.all([this.gateway.roleOptions(), this.gateway.catalogue()]);
    const failed = !roles.ok ? roles.error : !catalogue.ok ? catalogue.error : null;
    runInAction(() => {
      if (failed !== null || !roles.ok || !catalogue.ok) {
        this.status = listStatusOf(failed as AppError);
        return;
      }
      this.roles = roles.value;
      this.catalogue = catalogue.value;
      this.status = { kind: 'loaded' };
      const keep = this.roles.some((r) => r.id === this.roleId);
      if (!keep) this.roleId = this.roles[0]?.id ?? null;
    });
    if (this.roleId !== null && !this.dirty) await this.loadRole();
  }

  /** Chooses another role; refused while the draft holds unsaved ticks (they would be lost). */
  async choose(id: string): Promise<void> {
    if (this.dirty || id === this.roleId) return;
    this.roleId = id;
    this.saved = null;
    await this.loadRole();
  }

  async loadRole(): Promise<void> {
    const id = this.roleId;
    if (id === null) return;
    this.roleStatus = { kind: 'loading' };
    this.error = null;
    // Another role's ticks never stay on screen under this role's name while it loads.
    if (this.role?.id !== id) this.role = null;
    const result = await this.gateway.role(id);
    runInAction(() => {
      if (this.roleId !== id) return;
      if (result.ok) this.#take(result.value);
      else {
        this.role = null;
        this.roleStatus = listStatusOf(result.error);
      }
    });
  }

  toggle(area: PermissionArea, on: boolean): void {
    const rest = this.draftAreas.filter((a) => a !== area);
    this.draftAreas = on ? [...rest, area] : rest;
    this.saved = null;
  }

  toggleChat(id: number, on: boolean): void {
    const rest = this.draftChats.filter((d) => d !== id);
    this.draftChats = on ? [...rest, id] : rest;
    this.saved = null;
  }

  /** Puts the draft back to the role as stored. */
  discard(): void {
    if (this.role !== null) this.#take(this.role);
  }

  askSave(): void {
    if (!this.dirty || this.saving) return;
    this.error = null;
    this.confirming = true;
  }

  cancelSave(): void {
    this.confirming = false;
  }

  async confirmSave(): Promise<boolean> {
    const role = this.role;
    if (role === null || this.saving || !this.dirty) return false;
    this.saving = true;
    this.error = null;
    const result = await this.gateway.save(role.id, {
      areas: [...this.draftAreas].sort(),
      chatDepartmentIds: [...this.draftChats].sort((a, b) => a - b),
      version: role.version,
    });
    return runInAction(() => {
      this.saving = false;
      this.confirming = false;
      if (result.ok) {
        this.#take(result.value);
        this.saved = result.value.name;
        return true;
      }
      // The draft stays as ticked: the user may fix it, retry, or discard.
      this.error = refusalOf(result.error);
      return false;
    });
  }

  #take(role: RolePermissions): void {
    this.role = role;
    this.roleStatus = { kind: 'loaded' };
    this.draftAreas = [...role.areas];
    this.draftChats = [...role.chatDepartmentIds];
    this.error = null;
  }
}
