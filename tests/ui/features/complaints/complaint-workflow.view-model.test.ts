import { describe, expect, it } from 'vitest';
import type {
  ComplaintWorkflowGateway,
  WorkflowComplaint,
} from '../../../../src/application/ports/complaint-workflow-gateway';
import { ok } from '../../../../src/domain/shared/result';
import { ComplaintStatus } from '../../../../src/domain/submissions/complaint-workflow';
import { ComplaintWorkflowViewModel } from '../../../../src/ui/features/complaints/complaint-workflow.view-model';

const COMPLAINT: WorkflowComplaint = {
  id: 7,
  reference: 'C-2026-000007',
  subject: 'Lab result',
  status: ComplaintStatus.New,
  publicNote: '',
  createdAt: 0,
  updatedAt: 0,
  fullName: 'Rozh',
  phoneNumber: '+9647501234567',
  body: 'Missing.',
  fromPatient: true,
  version: 1,
};

describe('moving a complaint', () => {
  it('keeps the notes typed while the move was on its way, and clears the notes it sent', async () => {
    let answer: (value: Awaited<ReturnType<ComplaintWorkflowGateway['move']>>) => void = () => undefined;
    const gateway: ComplaintWorkflowGateway = {
      list: () => Promise.resolve(ok([COMPLAINT])),
      steps: () => Promise.resolve(ok([])),
      check: () => [],
      move: () => new Promise((resolve) => (answer = resolve)),
    };
    const vm = new ComplaintWorkflowViewModel(gateway);
    await vm.load();
    await vm.select(7);
    vm.setNote('Asked the lab.');
    vm.setPublicNote('We are on it.');
    const moved = vm.move();
    vm.setNote('The lab re-sent it.');
    answer(ok({ ...COMPLAINT, status: ComplaintStatus.InProgress, version: 2 }));
    expect(await moved).toBe(true);
    expect(vm.note).toBe('The lab re-sent it.');
    expect(vm.publicNote).toBe('');
  });
});
