// @vitest-environment jsdom
import fc from 'fast-check';
import { act } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadResourceList } from '../../../src/application/lists/load-resource-list';
import type { Translator } from '../../../src/application/ports/translator';
import type { ResourceGateway } from '../../../src/application/resources/resource-gateway';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { Language } from '../../../src/domain/preferences/language';
import { ok } from '../../../src/domain/shared/result';
import { TestContainer } from '../app/test-container';
import type { TestServices } from '../app/test-container';
import { ResourceListPanel } from '../../../src/ui/features/resource-list/resource-list-panel.view';
import { messages } from '../../i18n/bundles';
import { reactPagePerTest } from '../../support/react-page';

const page = reactPagePerTest();

/** 35 doctors (four pages) whose every column orders differently from the server's order. */
const DOCTORS = Array.from({ length: 35 }, (_, i) => ({
  id: i + 1,
  nameEn: `Dr ${'ABCDEFGHIJ'[(i * 7) % 10]}${String.fromCharCode(97 + ((i * 11) % 26))} ${i % 3 === 0 ? 'Rahim' : 'Sara'}`,
  sex: i % 2,
  phoneNumber: `0750${String((i * 37) % 100).padStart(2, '0')}1234`,
  yearsOfExperience: (i * 13) % 30,
  isActive: i % 4 !== 0,
}));

function services(): TestServices {
  const gateway = { load: () => Promise.resolve(ok(DOCTORS)) } as unknown as ResourceGateway;
  const quiet = { error: () => undefined, warn: () => undefined };
  const translator = {
    language: Language.English,
    t: (key: string, params?: Readonly<Record<string, string | number>>) =>
      (messages('en').get(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
        String(params?.[name] ?? ''),
      ),
  } as Translator;
  const storage = { get: () => null, set: () => undefined, remove: () => undefined };
  return {
    translator,
    storage,
    resources: gateway,
    loadResourceList: new LoadResourceList(
      gateway,
      new LoadList(createStateStore(ForbiddenAreas.none()), quiet),
    ),
  } as unknown as TestServices;
}

/** The address the router shows, as the last render saw it. */
const address = { current: '' };
function AddressSpy() {
  const location = useLocation();
  address.current = `${location.pathname}${location.search}`;
  return null;
}

function draw(url: string) {
  const shared = services();
  page.root.render(
    <TestContainer services={shared}>
      <MemoryRouter initialEntries={[url]}>
        <AddressSpy />
        <ResourceListPanel
          resourceKey={ResourceKey.Doctors}
          index={0}
          routeParams={{}}
          title="Doctors"
          showHeading={false}
        />
      </MemoryRouter>
    </TestContainer>,
  );
}

const searchBox = () => page.container.querySelector<HTMLInputElement>('input[type="search"]')!;
const headers = () => [...page.container.querySelectorAll<HTMLButtonElement>('th button')];
const pagerButtons = () => [...page.container.querySelectorAll<HTMLButtonElement>('nav button')];

/** Types into the search box as a browser does: the value changes, then an input event. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a person reads off the list: the search, each header's order, the page label and the rows. */
function shown() {
  return {
    search: searchBox().value,
    order: [...page.container.querySelectorAll('th')].map((th) => th.getAttribute('aria-sort')),
    pageOf: page.container.querySelector('[data-testid="page-of"]')?.textContent ?? '',
    rows: [...page.container.querySelectorAll('tbody tr')].map((row) => row.textContent),
  };
}

type Step =
  | { kind: 'type'; text: string }
  | { kind: 'sort'; column: number }
  | { kind: 'page'; next: boolean }
  | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    text: fc.constantFrom('', 'a', 'dr', 'sa', 'Ra', 'x', '07'),
  }),
  fc.record({ kind: fc.constant('sort' as const), column: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('page' as const), next: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 600 }) }),
);

function run(action: Step): void {
  switch (action.kind) {
    case 'type':
      typeInto(searchBox(), action.text);
      break;
    case 'sort':
      headers()[action.column]?.click();
      break;
    case 'page': {
      const button = pagerButtons()[action.next ? 1 : 0];
      if (button !== undefined && !button.disabled) button.click();
      break;
    }
    case 'wait':
      vi.advanceTimersByTime(action.ms);
      break;
  }
}

/** Long enough for every pending write, idle step and deferred render to be done. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => vi.advanceTimersByTime(1000));
}

describe('a list and its address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // A batch of steps runs in one act: the user acts again before React has drawn what the last
  // step changed, as on a busy machine where the URL's own re-render comes late.
  it('holds, once the list rests, the search, order and page shown, whatever order they changed in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        async (batches) => {
          await act(async () => draw('/dashboard/doctors'));
          await settle();
          for (const batch of batches) await act(async () => batch.forEach(run));
          await settle();
          const before = shown();
          const url = address.current;

          // The same address opened afresh: a reload, or the link shared with a colleague.
          await act(async () => page.root.render(<></>));
          await act(async () => draw(url));
          await settle();
          expect(shown()).toEqual(before);
          expect(address.current).toBe(url);
          await act(async () => page.root.render(<></>));
        },
      ),
      { numRuns: 30 },
    );
    // Sixty drawn lists: the limit guards against a hang, not a speed (on a busy machine it takes long).
  }, 180_000);
});
