import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SendMessageToHospital } from '../../../src/application/patient/send-message-to-hospital';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

describe('a patient sends a message to the hospital (POST /api/Chats/SendToHospital)', () => {
  it('sends the text without surrounding blanks; a blank one is refused without a call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), async (text) => {
        const ports = fakePorts();
        const result = await new SendMessageToHospital(ports.patient).execute(text);
        if (text.trim() === '') {
          expect(result).toEqual({ ok: false, error: { code: 'EmptyMessage' } });
          expect(ports.patient.answers.sendToHospital.count).toBe(0);
        } else {
          expect(result.ok).toBe(true);
          expect(ports.patient.answers.sendToHospital.calls).toEqual([[text.trim()]]);
        }
      }),
    );
  });

  it("hands the patient's clientMessageId on, so a retry is stored once", async () => {
    const ports = fakePorts();
    await new SendMessageToHospital(ports.patient).execute(' hello ', 'k-7');
    expect(ports.patient.answers.sendToHospital.calls).toEqual([['hello', 'k-7']]);
  });

  it.each(FAILURE_PATHS)('a $name failure comes back as it is', async ({ error }) => {
    const ports = fakePorts();
    ports.patient.answers.sendToHospital.fails(error);
    expect(await new SendMessageToHospital(ports.patient).execute('hello')).toEqual({ ok: false, error });
  });
});
