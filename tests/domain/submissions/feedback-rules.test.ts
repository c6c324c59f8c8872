import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import {
  AnswersProblem,
  FeedbackRefusal,
  answersProblem,
  feedbackRefusal,
} from '../../../src/domain/submissions/feedback-rules';

const NOW = Date.UTC(2026, 10, 27, 9);
const patient = fc.constantFrom('p-1', 'p-2', 'p-3');
const appointment = fc.record({
  issuerId: patient,
  state: fc.integer({ min: 1, max: 7 }),
  startingTime: fc.integer({ min: NOW - 86_400_000, max: NOW + 86_400_000 }),
  rated: fc.boolean(),
});

describe('who may rate an appointment', () => {
  it('allows exactly the own, seen, begun, not yet rated appointments', () => {
    fc.assert(
      fc.property(appointment, patient, (a, me) => {
        const allowed =
          a.issuerId === me && a.state === AppointmentState.Seen && a.startingTime <= NOW && !a.rated;
        expect(feedbackRefusal(a, me, NOW) === null).toBe(allowed);
      }),
    );
  });

  it("never describes someone else's appointment beyond 'not yours'", () => {
    fc.assert(
      fc.property(appointment, patient, (a, me) => {
        fc.pre(a.issuerId !== me);
        expect(feedbackRefusal(a, me, NOW)).toBe(FeedbackRefusal.NotYours);
      }),
    );
    expect(feedbackRefusal(null, 'p-1', NOW)).toBe(FeedbackRefusal.NotYours);
  });

  it('refuses a second rating of a seen appointment, and any rating of one not attended', () => {
    const seen = { issuerId: 'p-1', state: AppointmentState.Seen, startingTime: NOW - 1, rated: false };
    expect(feedbackRefusal(seen, 'p-1', NOW)).toBeNull();
    expect(feedbackRefusal({ ...seen, rated: true }, 'p-1', NOW)).toBe(FeedbackRefusal.AlreadyRated);
    expect(feedbackRefusal({ ...seen, state: AppointmentState.Missed }, 'p-1', NOW)).toBe(
      FeedbackRefusal.NotSeen,
    );
    expect(feedbackRefusal({ ...seen, startingTime: NOW + 60_000 }, 'p-1', NOW)).toBe(
      FeedbackRefusal.NotSeen,
    );
    expect(feedbackRefusal({ ...seen, state: AppointmentState.Reserved, rated: true }, 'p-1', NOW)).toBe(
      FeedbackRefusal.NotSeen,
    );
  });
});

describe("a feedback's answers", () => {
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 8 });

  it('accept every asked question answered once, in any order', () => {
    fc.assert(
      fc.property(ids, fc.integer(), (asked, seed) => {
        const shuffled = [...asked].sort((a, b) => ((a * 31 + seed) % 17) - ((b * 31 + seed) % 17));
        expect(answersProblem(asked, shuffled)).toBeNull();
      }),
    );
  });

  it('call a left-out question missing, and a foreign or repeated one not a choice', () => {
    fc.assert(
      fc.property(ids, fc.nat(), (asked, pick) => {
        fc.pre(asked.length > 0);
        const left = asked.filter((_, i) => i !== pick % asked.length);
        expect(answersProblem(asked, left)).toBe(AnswersProblem.Missing);
        expect(answersProblem(asked, [...asked, 41])).toBe(AnswersProblem.Unknown);
        expect(answersProblem(asked, [...asked, asked[0]!])).toBe(AnswersProblem.Unknown);
      }),
    );
    expect(answersProblem([], [])).toBeNull();
  });
});
