import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/application/resources/resource-key';
import { breadcrumbs } from '../../../src/domain/shell/breadcrumbs';
import { findMenuTrail } from '../../../src/domain/shell/find-menu-trail';
import { resolveMenu } from '../../../src/domain/shell/resolve-menu';
import { buildDashboardMenu, groupTitleKey } from '../../../src/ui/routes/dashboard-menu';
import { APP_ROUTES, DASHBOARD_ROUTES, routeTitleKey } from '../../../src/ui/routes/dashboard-routes';
import { mayOpenRoute, mayOpenUrl, landingPath, menuFor } from '../../../src/ui/routes/route-access';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';
import type { MenuNode } from '../../../src/domain/shell/menu-node';
import { messages } from '../../i18n/bundles';

/** Every `/dashboard/*` path of the spec, spelled as the spec spells it, and the tree views. */
const SPEC_PATHS = [
  'default', 'analytics', 'Centers', 'CenterGroups', 'CentersInstruction', 'NewCentersInstruction',
  'centergallery', 'CenterVideos', 'CenterStatistic', 'Doctors', 'Doctors/profile/:id', 'doctortags',
  'DoctorsAppointmentSetting', 'doctor-assistant', 'doctor-certifications', 'Specialities',
  'SpecialitiesVideo', 'pharmacy', 'PharmcyPartion', 'PharmacyProfileDetail', 'labDepartment',
  'TestProfile', 'buildingDepartment', 'jobs', 'CV', 'CVs', 'job-applicants',
  'JobApplicationForGenerator', 'JobApplicationForGenerator/create', 'JobApplicationForGenerator/:id',
  'orders', 'AppConfiguration', 'application', 'ContactUs', 'slider', 'users', 'user_roles',
  'permission', 'AppointmentSettingPerUser', 'OnlineAppointments', 'Research', 'research-category',
  'events', 'category-events', 'news', 'category-news', 'guideline', 'DepartmentInformation', 'audit',
  'CodeGeneration', 'request-totals', 'OTP-Test', 'chat-recipients', 'chat-departments', 'bulk-report',
  'Videos', 'category-video', 'Instructions', 'Instructions-category', 'feedback-questions', 'feedbacks',
  'feedbacks/doctor/:id', 'feedbacks/department/:id', 'all-feedbacks', 'complaints', 'whyChooseSmart',
  'partners&Certifications', 'smartComponents', 'operation-instructions', 'posts', 'posts-categories',
  'contact-smart', 'articles', 'articles-category', 'announcement', 'announcement-category',
  'guidance-clinic', 'event-speaker', 'centergallery/tree-view/:centerName/:id/:imageId',
  'center-instructions/tree-view/:centerName/:id', 'instructions/tree-view/:title/:id',
]; // prettier-ignore

const english = messages('en');
const paramsOf = (path: string) =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
const all = [...DASHBOARD_ROUTES, ...APP_ROUTES];

describe('the route table', () => {
  it.each(SPEC_PATHS)('has the spec route /dashboard/%s', (path) => {
    expect(DASHBOARD_ROUTES.map((route) => route.path)).toContain(path);
  });

  it('lists each path once and each id once', () => {
    expect(new Set(DASHBOARD_ROUTES.map((r) => r.path.toLowerCase())).size).toBe(DASHBOARD_ROUTES.length);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  it('gives every route a title in the English bundle, and every group one too', () => {
    expect(all.map(routeTitleKey).filter((key) => !english.has(key))).toEqual([]);
    expect(all.map((r) => groupTitleKey(r.group)).filter((key) => !english.has(key))).toEqual([]);
  });

  it('takes every path parameter a list needs from its own route', () => {
    const missing = all.flatMap((route) =>
      route.resources.flatMap((key) =>
        RESOURCES[key].params
          .filter((name) => !paramsOf(route.path).includes(name))
          .map((n) => `${route.id}:${n}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('shows only dashboard lists', () => {
    const notDashboard = all.flatMap((route) =>
      route.resources.filter((key) => !RESOURCES[key].apps.includes('dashboard')),
    );
    expect(notDashboard).toEqual([]);
  });
});

describe('the side menu', () => {
  const menu = buildDashboardMenu();

  it('ends with the website-content group, its nine screens enabled', () => {
    const last = resolveMenu(menu).at(-1);
    expect(last?.kind).toBe('group');
    if (last?.kind !== 'group') return;
    expect(last.children).toHaveLength(9);
    expect(last.children.every((child) => child.kind === 'item' && !child.disabled)).toBe(true);
  });

  it('shows each route once', () => {
    const urls = resolveMenu(menu).flatMap((entry) =>
      entry.kind === 'group'
        ? entry.children.flatMap((c) => (c.kind === 'item' ? [c.url?.toLowerCase()] : []))
        : [],
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it.each([
    ['/dashboard/default', ['routes.dashboard']],
    ['/dashboard/Doctors', ['menu.dashboard', 'routes.doctors']],
    ['/dashboard/doctors/profile/7', ['menu.dashboard', 'routes.doctors']],
    ['/dashboard/nothing-here', []],
  ])('gives %s the breadcrumbs %j', (path, titles) => {
    expect(breadcrumbs(findMenuTrail(menu, path)).map((crumb) => crumb.title)).toEqual(titles);
  });
});

describe("a user's menu and where they land", () => {
  const reception = [PermissionArea.Appointments, PermissionArea.Chat];
  const urls = (nodes: readonly MenuNode[]): string[] =>
    nodes.flatMap((n) => (n.url === undefined ? urls(n.children ?? []) : [n.url]));

  it('gives reception only the screens of her areas, the home first', () => {
    expect(urls(menuFor(reception))).toEqual([
      '/dashboard/default',
      '/dashboard/AppointmentSettingPerUser',
      '/dashboard/OnlineAppointments',
      '/app/chat',
      '/app/chatList',
      '/app/appUsers',
      '/dashboard/chat-recipients',
      '/dashboard/chat-departments',
      '/dashboard/bulk-report',
    ]);
    expect(landingPath(reception)).toBe('/dashboard/default');
  });

  it('gives no crumb for a screen out of her menu', () => {
    expect(breadcrumbs(findMenuTrail(menuFor(reception), '/dashboard/Doctors'))).toEqual([]);
  });

  it('lands a role without any part of the home on its first screen', () => {
    expect(landingPath([PermissionArea.Pharmacy])).toBe('/dashboard/pharmacy');
    expect(mayOpenUrl('/dashboard/default', [PermissionArea.Pharmacy])).toBe(false);
  });

  it('opens the audit to the audit area only, and every screen to a role with every area', () => {
    expect(mayOpenUrl('/dashboard/audit', reception)).toBe(false);
    expect(mayOpenUrl('/dashboard/audit', [PermissionArea.Audit])).toBe(true);
    const all = DASHBOARD_ROUTES.filter((route) => !mayOpenRoute(route, ALL_PERMISSION_AREAS));
    expect(all).toEqual([]);
  });

  it('lands a role without areas on the home, which then says there is nothing to show', () => {
    expect(landingPath([])).toBe('/dashboard/default');
  });
});
