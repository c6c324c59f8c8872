import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffAccessGateway, StaffRole } from '../../../application/ports/staff-access-gateway';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { PermissionArea } from '../../../domain/lists/permission-area';
import { listStatusOf, writeRefusal } from './access-errors';

/** The role form: a new role, or the chosen one's name, description and areas. */
export interface RoleForm {
  readonly id: string | null;
  readonly version: number;
  name: string;
  description: string;
  areas: PermissionArea[];
}

/**
 * `/dashboard/user_roles`: the roles with the areas each grants and how many users hold it, and
 * the editor of one role's areas. A change applies to the role's users from their next request. A
 * role in use cannot be deleted, and the screen says why before anyone tries.
 */
export class RolesViewModel {
  status: ListStatus = { kind: 'loading' };
  roles: readonly StaffRole[] = [];
  form: RoleForm | null = null;
  confirmingDelete = false;
  problems: Readonly<Record<string, string>> = {};
  error: string | null = null;
  saving = false;
  done: { readonly key: string; readonly name: string } | null = null;

  constructor(private readonly gateway: StaffAccessGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  get chosen(): StaffRole | undefined {
    const id = this.form?.id;
    return id === null || id === undefined ? undefined : this.roles.find((r) => r.id === id);
  }

  /** Whether the form differs from the role as stored (a new role: whether anything was typed). */
  get dirty(): boolean {
    const form = this.form;
    if (form === null) return false;
    const base = this.chosen ?? { name: '', description: '', areas: [] };
    return (
      form.name !== base.name ||
      form.description !== base.description ||
      [...form.areas].sort().join() !== [...base.areas].sort().join()
    );
  }

  async load(): Promise<void> {
    if (this.roles.length === 0) this.status = { kind: 'loading' };
    const result = await this.gateway.roles();
    runInAction(() => {
      if (result.ok) {
        this.roles = result.value;
        this.status = { kind: 'loaded' };
      } else this.status = listStatusOf(result.error);
    });
  }

  choose(role: StaffRole): void {
    this.#reset();
    this.form = {
      id: role.id,
      version: role.version,
      name: role.name,
      description: role.description,
      areas: [...role.areas],
    };
  }

  openNew(): void {
    this.#reset();
    this.form = { id: null, version: 0, name: '', description: '', areas: [] };
  }

  close(): void {
    this.form = null;
    this.#reset();
  }

  setName(value: string): void {
    if (this.form !== null) this.form.name = value;
  }

  setDescription(value: string): void {
    if (this.form !== null) this.form.description = value;
  }

  toggleArea(area: PermissionArea, on: boolean): void {
    if (this.form === null) return;
    const rest = this.form.areas.filter((a) => a !== area);
    this.form.areas = on ? [...rest, area] : rest;
  }

  setAreas(areas: readonly PermissionArea[], on: boolean): void {
    if (this.form === null) return;
    const rest = this.form.areas.filter((a) => !areas.includes(a));
    this.form.areas = on ? [...rest, ...areas] : rest;
  }

  async save(): Promise<boolean> {
    const form = this.form;
    if (form === null || this.saving) return false;
    const body = { name: form.name, description: form.description, areas: [...form.areas].sort() };
    const change = form.id === null ? body : { ...body, version: form.version };
    this.problems = Object.fromEntries(
      this.gateway
        .check(form.id === null ? 'newRole' : 'roleChange', change)
        .map((p) => [p.field, p.problem]),
    );
    this.error = null;
    if (Object.keys(this.problems).length > 0) return false;
    this.saving = true;
    this.done = null;
    const result =
      form.id === null
        ? await this.gateway.createRole(body)
        : await this.gateway.updateRole(form.id, { ...body, version: form.version });
    return runInAction(() => {
      this.saving = false;
      if (result.ok) {
        const saved = result.value;
        const known = this.roles.some((r) => r.id === saved.id);
        this.roles = known ? this.roles.map((r) => (r.id === saved.id ? saved : r)) : [...this.roles, saved];
        this.done = { key: form.id === null ? 'roleCreated' : 'roleUpdated', name: saved.name };
        this.choose(saved);
        return true;
      }
      this.#refused(result.error);
      return false;
    });
  }

  askDelete(): void {
    this.error = null;
    this.confirmingDelete = true;
  }

  cancelDelete(): void {
    this.confirmingDelete = false;
  }

  async confirmDelete(): Promise<boolean> {
    const role = this.chosen;
    if (role === undefined || this.saving) return false;
    this.saving = true;
    const result = await this.gateway.deleteRole(role.id);
    return runInAction(() => {
      this.saving = false;
      this.confirmingDelete = false;
      if (result.ok) {
        this.roles = this.roles.filter((r) => r.id !== role.id);
        this.done = { key: 'roleDeleted', name: role.name };
        this.form = null;
        return true;
      }
      this.#refused(result.error);
      return false;
    });
  }

  #refused(error: Parameters<typeof writeRefusal>[0]): void {
    const refusal = writeRefusal(error);
    this.problems = refusal.problems;
    this.error = refusal.message;
    if (refusal.stale || refusal.message === 'inUse') void this.load();
  }

  #reset(): void {
    this.problems = {};
    this.error = null;
    this.confirmingDelete = false;
  }
}
