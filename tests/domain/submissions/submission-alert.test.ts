import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';
import { submissionAlertFor } from '../../../src/domain/submissions/submission-alert';

/** Who sees each announced kind, written out as the issue says (contact messages, complaints, applications). */
const SEEN_BY: Readonly<Record<string, readonly string[]>> = {
  contact: ['contact'],
  complaint: ['feedback'],
  application: ['jobs', 'cvs'],
};

const areasArb = fc.subarray([...ALL_PERMISSION_AREAS]);
const kindArb = fc.oneof(
  fc.constantFrom('contact', 'complaint', 'application', 'feedback', 'order'),
  fc.string(),
  fc.constant(null),
);

describe('the notice of a send from the site', () => {
  it('is raised exactly for a contact message, a complaint or an application, to staff with an area showing it', () => {
    fc.assert(
      fc.property(kindArb, areasArb, (kind, areas) => {
        const alert = submissionAlertFor(kind, areas);
        const shown =
          kind !== null && (SEEN_BY[kind] ?? []).some((area) => (areas as string[]).includes(area));
        expect(alert !== null).toBe(shown);
        // Quiet: the chat's sound is for patients waiting on an answer.
        if (alert !== null) expect(alert.sound).toBe(false);
      }),
    );
  });

  it('names each kind in words of its own', () => {
    const all = [...ALL_PERMISSION_AREAS];
    expect(submissionAlertFor('contact', all)).toMatchObject({
      messageKey: 'alerts.newContactMessage',
      text: 'New contact message',
    });
    expect(submissionAlertFor('complaint', all)).toMatchObject({
      messageKey: 'alerts.newComplaint',
      text: 'New complaint',
    });
    expect(submissionAlertFor('application', [PermissionArea.Cvs])).toMatchObject({
      messageKey: 'alerts.newApplication',
      text: 'New job application',
    });
    // Ratings and the pharmacy's orders (placed or moved) are not announced one by one.
    expect(submissionAlertFor('feedback', all)).toBeNull();
    expect(submissionAlertFor('order', all)).toBeNull();
  });
});
