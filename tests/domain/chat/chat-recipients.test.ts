import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  recipientCandidates,
  recipientsOf,
  type ChatRecipient,
  type ChatStaffMember,
} from '../../../src/domain/chat/chat-recipients';

const staffArb: fc.Arbitrary<ChatStaffMember[]> = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom('s1', 's2', 's3', 's4', 's5', 's6'),
    name: fc.string({ maxLength: 4 }),
    fullName: fc.string({ maxLength: 6 }),
  }),
  { selector: (s) => s.id, maxLength: 6 },
);
const department = fc.integer({ min: 1, max: 3 });
const recipientsArb: fc.Arbitrary<ChatRecipient[]> = fc.array(
  fc.record({ chatDepartmentId: department, staffUserId: fc.constantFrom('s1', 's2', 's3', 's7') }),
  { maxLength: 12 },
);

describe("a chat department's recipients and who may be added", () => {
  it('split the staff in two, each keeping the staff order', () => {
    fc.assert(
      fc.property(staffArb, recipientsArb, department, (staff, recipients, id) => {
        const answering = recipientsOf(staff, recipients, id);
        const candidates = recipientCandidates(staff, recipients, id);
        expect(answering.filter((s) => candidates.includes(s))).toEqual([]);
        expect(staff.filter((s) => answering.includes(s) || candidates.includes(s))).toEqual(staff);
        expect(answering).toEqual(staff.filter((s) => answering.includes(s)));
        expect(candidates).toEqual(staff.filter((s) => candidates.includes(s)));
      }),
    );
  });

  it("name exactly the staff recorded for that department, never another department's", () => {
    fc.assert(
      fc.property(staffArb, recipientsArb, department, (staff, recipients, id) => {
        const ids = new Set(recipients.filter((r) => r.chatDepartmentId === id).map((r) => r.staffUserId));
        expect(recipientsOf(staff, recipients, id).map((s) => s.id)).toEqual(
          staff.filter((s) => ids.has(s.id)).map((s) => s.id),
        );
      }),
    );
  });

  it('never offer a recipient again, and offer one again once removed', () => {
    fc.assert(
      fc.property(staffArb, recipientsArb, department, (staff, recipients, id) => {
        fc.pre(staff.length > 0);
        const member = staff[0]!;
        const added = [...recipients, { chatDepartmentId: id, staffUserId: member.id }];
        expect(recipientCandidates(staff, added, id)).not.toContain(member);
        const removed = added.filter((r) => !(r.chatDepartmentId === id && r.staffUserId === member.id));
        expect(recipientCandidates(staff, removed, id)).toContain(member);
      }),
    );
  });
});
