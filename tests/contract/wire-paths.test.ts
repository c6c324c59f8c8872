import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HubPath } from '../../src/adapters/realtime/hub-routes';
import { RESOURCE_READS } from '../../src/adapters/http/resource-reads';
import { EXTENSION_READS } from '../../src/contract/reads/reads';
import type { WireCall } from '../../src/contract/shared/wire-call';
import {
  normalisePath,
  SPEC_000_API_PATHS,
  SPEC_001_API_PATHS,
  SPEC_ASSET_PATHS,
  SPEC_HUB_PATHS,
} from './spec-paths.fixture';

interface WireModule {
  readonly WIRE_PATHS?: readonly string[];
  readonly EXTENSION_CALLS?: readonly WireCall[];
}

// Every feature file of the contract, so a new one cannot be forgotten by this test; the shared
// values and the record schemas of the reads own no path.
const modules = import.meta.glob<WireModule>(
  ['../../src/contract/*/*.ts', '!../../src/contract/shared/*.ts', '!../../src/contract/*/*-records.ts'],
  { eager: true },
);

const wireFiles = Object.entries(modules).map(([file, module]) => ({
  file: file.slice(file.lastIndexOf('/') + 1),
  module,
}));

/** Every spec path owned anywhere: the plain reads come in through `reads.ts`. */
const owned = wireFiles.flatMap(({ file, module }) =>
  (module.WIRE_PATHS ?? []).map((path) => ({ file, path: normalisePath(path) })),
);

const specPaths = [...new Set([...SPEC_000_API_PATHS, ...SPEC_001_API_PATHS].map(normalisePath))];

const countOf = (path: string) => owned.filter((o) => o.path === path).length;

describe('the contract covers the spec paths', () => {
  it('has a WIRE_PATHS list in every wire file', () => {
    const without = wireFiles.filter(({ module }) => !Array.isArray(module.WIRE_PATHS)).map((f) => f.file);
    expect(without).toEqual([]);
  });

  it('reads the 87 + 43 paths of the transcription, 125 once the paths both apps read are merged', () => {
    expect([SPEC_000_API_PATHS.length, SPEC_001_API_PATHS.length, specPaths.length]).toEqual([87, 43, 125]);
  });

  it.each(specPaths)('owns %s exactly once', (path) => {
    expect(countOf(path)).toBe(1);
  });

  it('owns no path twice', () => {
    const twice = [...new Set(owned.map((o) => o.path))].filter((path) => countOf(path) > 1);
    expect(twice).toEqual([]);
  });

  it('owns no path the spec does not list', () => {
    const extra = owned.filter((o) => !specPaths.includes(o.path));
    expect(extra).toEqual([]);
  });

  it('puts the plain reads in the resource table and only the session, audit and grid page elsewhere', () => {
    const named = owned.filter((o) => o.file !== 'reads.ts').map((o) => o.path);
    expect(named.sort()).toEqual(
      [
        '/Appointment/FilterAppointmentsDashboard',
        '/Auidts',
        '/ControlPanelAuth/Login',
        '/ControlPanelAuth/Logout',
      ].sort(),
    );
    // Besides, the product's own plain reads (`EXTENSION_READS`), each at a path of its own.
    expect(Object.keys(RESOURCE_READS)).toHaveLength(
      specPaths.length - named.length + Object.keys(EXTENSION_READS).length,
    );
  });

  it('never gives a product extension a path of the spec', () => {
    const extensions = wireFiles.flatMap(({ module }) => module.EXTENSION_CALLS ?? []);
    expect(extensions.length).toBeGreaterThan(0);
    expect(extensions.filter((call) => specPaths.includes(normalisePath(call.path)))).toEqual([]);
  });

  it('spells the two hubs as the realtime adapter does', () => {
    expect(Object.values(HubPath).sort()).toEqual([...SPEC_HUB_PATHS].sort());
  });
});

describe('docs/api-calls.md', () => {
  const doc = readFileSync(new URL('../../docs/api-calls.md', import.meta.url), 'utf8');

  it.each(
    [...SPEC_000_API_PATHS, ...SPEC_001_API_PATHS, ...SPEC_HUB_PATHS, ...SPEC_ASSET_PATHS].map(normalisePath),
  )('documents %s', (path) => {
    // The doc writes placeholders by name; compare with the names reduced as in the fixture.
    const documented = [...doc.matchAll(/`((?:GET|POST|PUT) )?(\/[^`\s]*)`/g)].map((m) =>
      normalisePath(m[2] ?? ''),
    );
    expect(documented).toContain(path);
  });
});
