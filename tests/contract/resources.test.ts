import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESOURCE_READS } from '../../src/adapters/http/resource-reads';
import { READS } from '../../src/contract/reads/reads';
import { validate, type Schema } from '../../src/contract/shared/schema';
import { fillPath, pathParams } from '../../src/contract/shared/wire-call';
import {
  ALL_RESOURCE_KEYS,
  ErrorHandling,
  RESOURCES,
  ResourceKey,
  ResourceShape,
  type ResourceKey as Key,
} from '../../src/application/resources/resource-key';
import { isPermissionArea } from '../../src/domain/lists/permission-area';
import { recordFields } from './record-fields';

const keys = ALL_RESOURCE_KEYS.map((key) => [key] as const);
const where = (keep: (key: Key) => boolean) => ALL_RESOURCE_KEYS.filter(keep).sort();

/** The paths the spec marks "no auth" or "no token", and the patient's own data. */
const NO_TOKEN_PATHS = [
  '/LabDepartment/GetLabTestProfile',
  '/Appointment/GetAppointmentStates',
  '/Appointment/GetDoctorsForAppointmentFilter',
];
const PATIENT_PATHS = [
  '/Patient/GetAllMyPatients',
  '/Appointment/GetAllMyAppointments',
  '/Chats/userchat/{id}',
  '/Doctor/{doctorId}/{month}',
];

describe('the resource table and the catalogue', () => {
  it('has exactly one wire row per catalogue key', () => {
    expect(Object.keys(RESOURCE_READS).sort()).toEqual([...ALL_RESOURCE_KEYS].sort());
    expect(new Set(Object.values(ResourceKey)).size).toBe(ALL_RESOURCE_KEYS.length);
  });

  it.each(keys)('%s: the path parameters are the catalogue parameters, in order', (key) => {
    expect(pathParams(RESOURCE_READS[key].path)).toEqual([...RESOURCES[key].params]);
  });

  it.each(keys)('%s: a token is named for exactly the apps that load it', (key) => {
    expect(Object.keys(RESOURCE_READS[key].auth).sort()).toEqual([...RESOURCES[key].apps].sort());
  });

  it.each(keys)('%s: has its title key and a known area (none on the patient site)', (key) => {
    const info = RESOURCES[key];
    expect(info.titleKey).toBe(`resources.${key}.title`);
    if (info.apps.includes('dashboard')) expect(isPermissionArea(info.area)).toBe(true);
    else expect(info.area).toBeNull();
  });

  it.each(keys)('%s: its shape says whether an empty list is a valid answer', (key) => {
    const read: Schema<unknown> = RESOURCE_READS[key].read;
    const accepted = validate(read, []).ok;
    expect(accepted).toBe(RESOURCES[key].shape === ResourceShape.List);
  });
});

describe('tokens', () => {
  const dashboardAuth = (key: Key) => RESOURCE_READS[key].auth.dashboard;
  const siteAuth = (key: Key) => RESOURCE_READS[key].auth.site;

  it('sends no token on the dashboard calls the spec marks without one', () => {
    expect(
      where((k) => dashboardAuth(k) === 'none')
        .map((k) => RESOURCE_READS[k].path)
        .sort(),
    ).toEqual([...NO_TOKEN_PATHS].sort());
  });

  it('sends the staff token on every other dashboard read, ContactSmarts and SubmitCvs included', () => {
    const staff = where((k) => dashboardAuth(k) === 'staff').map((k) => RESOURCE_READS[k].path);
    expect(staff).toContain('/ContactSmarts');
    expect(staff).toContain('/SubmitCvs');
    expect(
      where(
        (k) => dashboardAuth(k) !== undefined && dashboardAuth(k) !== 'staff' && dashboardAuth(k) !== 'none',
      ),
    ).toEqual([]);
  });

  it("sends the patient's token on the patient's own data and on nothing else", () => {
    expect(
      where((k) => siteAuth(k) === 'patient')
        .map((k) => RESOURCE_READS[k].path)
        .sort(),
    ).toEqual([...PATIENT_PATHS].sort());
  });

  it('reads the public catalogue of the site without a token', () => {
    const site = where((k) => siteAuth(k) !== undefined);
    expect(site.filter((k) => siteAuth(k) !== 'none' && siteAuth(k) !== 'patient')).toEqual([]);
    expect(siteAuth(ResourceKey.PharmacyItems)).toBe('none');
    expect(dashboardAuth(ResourceKey.PharmacyItems)).toBe('staff');
  });
});

describe('list behaviour', () => {
  it('treats an empty answer as an error for roles, pharmacy profile details, the test profile and stats only', () => {
    expect(where((k) => RESOURCES[k].emptyIsError)).toEqual(
      [
        ResourceKey.DashboardRoles,
        ResourceKey.PharmacyItemDetails,
        ResourceKey.LabTestProfiles,
        ResourceKey.DoctorStats,
        ResourceKey.CenterStatistics,
      ].sort(),
    );
  });

  it('only logs the failures of clinic centers, the chat counter, unseen messages and assistant ordering', () => {
    expect(where((k) => RESOURCES[k].onError === ErrorHandling.Log)).toEqual(
      [
        ResourceKey.ClinicCenters,
        ResourceKey.UnreadChatCount,
        ResourceKey.UnseenMessages,
        ResourceKey.DoctorsWithAssistants,
      ].sort(),
    );
  });

  it('empties every content, feedback and jobs list and every list loaded for an id on failure', () => {
    const from001 = where(
      (k) =>
        RESOURCE_READS[k].auth.dashboard !== undefined &&
        ALL_RESOURCE_KEYS.indexOf(k) >= ALL_RESOURCE_KEYS.indexOf(ResourceKey.WhyChooseUs),
    );
    for (const key of [...from001, ...where((k) => RESOURCES[k].params.length > 0)])
      expect(RESOURCES[key].emptyOnError, key).toBe(true);
  });

  it('ignores the failures of lookups only', () => {
    const ignored = where((k) => RESOURCES[k].onError === ErrorHandling.Ignore);
    expect(ignored.length).toBeGreaterThan(0);
    for (const key of ignored) expect(RESOURCE_READS[key].path, key).toMatch(/For|Select|NoInformation/);
  });
});

describe('every read has a record schema', () => {
  const readOf = (key: Key): Schema<unknown> => RESOURCE_READS[key].read;

  it.each(keys)('%s: names the fields of its record, not just "an object"', (key) => {
    const fields = recordFields(READS[key].schema);
    // The app settings are texts by any name; the unread count is a number.
    if (key === ResourceKey.AppConfig || key === ResourceKey.UnreadChatCount) expect(fields).toBeUndefined();
    else expect(fields?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(keys.filter(([k]) => RESOURCES[k].shape === ResourceShape.List))(
    '%s: refuses an item that is not an object, naming it',
    (key) => {
      expect(validate(readOf(key), ['x'])).toEqual({ ok: false, field: '[0]' });
      expect(validate(readOf(key), { items: [] })).toEqual({ ok: false, field: '(body)' });
    },
  );
});

describe('path parameters', () => {
  it('fills every placeholder with its URI-encoded value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ minLength: 1 }), fc.integer()),
        fc.oneof(fc.string({ minLength: 1 }), fc.nat()),
        (page, id) => {
          const path = fillPath('/Chats/getChats/{page}/{id}', { page, id });
          const [, , , first, second] = path.split('/');
          expect([decodeURIComponent(first ?? ''), decodeURIComponent(second ?? '')]).toEqual([
            String(page),
            String(id),
          ]);
        },
      ),
    );
  });

  it.each([
    ['/PhotoGallery/{id}', { id: 'a/b?c#d' }, '/PhotoGallery/a%2Fb%3Fc%23d'],
    ['/Doctor/{doctorId}/{month}', { doctorId: 12, month: '2026-03' }, '/Doctor/12/2026-03'],
    ['/Chats/getLatestPatient', {}, '/Chats/getLatestPatient'],
  ])('fills %s with %j as %s', (template, params, path) => {
    expect(fillPath(template, params)).toBe(path);
  });
});
