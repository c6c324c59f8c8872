import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationKey } from '../../../src/domain/content/destination-key';
import {
  destinationPlacement,
  matchSliderGroups,
  type SliderChild,
} from '../../../src/domain/content/slider-destination';
import { CAROUSEL_PLACEMENTS } from '../../../src/domain/site/carousel-placement';

const placement = fc.constantFrom(...CAROUSEL_PLACEMENTS);

/** Spaces put back anywhere in a name, and its letters' case changed at random. */
const respaced = (name: string) =>
  fc
    .array(fc.tuple(fc.constantFrom('', ' ', '  ', '\t'), fc.boolean()), {
      minLength: name.length,
      maxLength: name.length,
    })
    .map((edits) =>
      [...name.replace(/ /g, '')]
        .map((ch, i) => {
          const [space, upper] = edits[i] ?? ['', false];
          return space + (upper ? ch.toUpperCase() : ch.toLowerCase());
        })
        .join(''),
    );

const KEYS = new Set(CAROUSEL_PLACEMENTS.map((p) => p.name.replace(/ /g, '').toLowerCase()));

describe('slider destinations', () => {
  it.each([
    ['HomePage', 0],
    ['Home Page', 0],
    ['homepage', 0],
    ['WardVipRooms', 16],
    ['Ward VIP Rooms', 16],
    ['NICUTop', 22],
    ['RadiologyBottom', 25],
    [' Lab  Bottom ', 24],
    [2, 2],
  ])('matches destination %j to placement %i', (destination, value) => {
    const lookup = destinationPlacement(destination);
    expect(lookup.ok && lookup.value.value).toBe(value);
  });

  it.each(['', 'Home', 'Home Page Top', 'Radiology', 'Ward Rooms', 26, -1, null, undefined])(
    'reports destination %j as unknown',
    (destination) => {
      expect(destinationPlacement(destination)).toEqual({
        ok: false,
        error: { code: 'UnknownCarouselPlacement', input: destination },
      });
    },
  );

  it('matches a placement name however its spaces and case are written', () => {
    fc.assert(
      fc.property(
        placement.chain((p) => fc.tuple(fc.constant(p), respaced(p.name))),
        ([p, written]) => {
          const lookup = destinationPlacement(written);
          expect(lookup.ok && lookup.value).toBe(p);
        },
      ),
    );
  });

  it('reports as unknown every destination whose spaceless name is no placement', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        fc.pre(!KEYS.has(destinationKey(name)));
        expect(destinationPlacement(name).ok).toBe(false);
      }),
    );
  });

  it('matches every child of every group to its own destination, keeping groups and children in order', () => {
    const child = fc.record({
      id: fc.uuid(),
      destination: fc.oneof(
        placement.map((p) => p.name),
        placement.chain((p) => respaced(p.name)),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: -1, max: 27 }),
      ),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ children: fc.array(child, { maxLength: 8 }) }), { maxLength: 6 }),
        (groups) => {
          const matched = matchSliderGroups(groups);
          expect(matched.map((g) => g.children)).toEqual(groups.map((g) => g.children));
          matched.forEach((g) => {
            expect(g.placements).toHaveLength(g.children.length);
            g.children.forEach((c, i) =>
              expect(g.placements[i]).toEqual(destinationPlacement(c.destination)),
            );
          });
        },
      ),
    );
  });

  it("gives each group its first child's destination, and an unknown one when empty", () => {
    const groups: { children: SliderChild[] }[] = [
      { children: [{ destination: 'Smart Pharmacy' }, { destination: 'SmartPharmacy' }] },
      { children: [] },
    ];
    const [first, empty] = matchSliderGroups(groups);
    expect(first?.placement.ok && first.placement.value.value).toBe(9);
    expect(empty?.placement).toEqual({
      ok: false,
      error: { code: 'UnknownCarouselPlacement', input: undefined },
    });
  });
});
