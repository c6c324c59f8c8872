import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asCenterId,
  centerInstructionTree,
  type CenterId,
  type CenterInstructionHeader,
  type StoredCenterInstruction,
} from '../../../src/domain/site/center-instruction-tree';

const centerId = fc.constantFrom('c1', 'c2', 'c3', 'c4').map(asCenterId);
const stored = fc.array(
  fc.record({ centerId, imageUrl: fc.webUrl() }) as fc.Arbitrary<StoredCenterInstruction>,
  { maxLength: 20 },
);
const header = fc.record({ id: fc.uuid(), title: fc.string() });
const headersByCenter = fc
  .array(fc.tuple(centerId, fc.array(header, { maxLength: 4 })), { maxLength: 4 })
  .map((pairs) => new Map<CenterId, readonly CenterInstructionHeader[]>(pairs));

describe('center-instruction tree view', () => {
  it('turns the spec example into a center root holding its headers', () => {
    const headers = [{ id: 'h1', title: 'Before surgery' }];
    const tree = centerInstructionTree(
      [{ centerId: asCenterId('7'), imageUrl: '/img/7.png' }],
      new Map([[asCenterId('7'), headers]]),
    );
    expect(tree).toEqual([{ centerId: '7', isCenter: true, imageUrl: '/img/7.png', children: headers }]);
  });

  it('makes one center root per stored item, in stored order, keeping centerId and imageUrl', () => {
    fc.assert(
      fc.property(stored, headersByCenter, (items, headers) => {
        const tree = centerInstructionTree(items, headers);
        expect(tree.map((n) => [n.centerId, n.imageUrl])).toEqual(items.map((i) => [i.centerId, i.imageUrl]));
      }),
    );
  });

  it('marks every root as a center', () => {
    fc.assert(
      fc.property(stored, headersByCenter, (items, headers) =>
        centerInstructionTree(items, headers).every((n) => n.isCenter === true),
      ),
    );
  });

  it("gives each root exactly its own center's headers, and none when the center has none", () => {
    fc.assert(
      fc.property(stored, headersByCenter, (items, headers) => {
        for (const node of centerInstructionTree(items, headers)) {
          expect(node.children).toEqual(headers.get(node.centerId) ?? []);
        }
      }),
    );
  });
});
