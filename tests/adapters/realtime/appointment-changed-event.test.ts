import { describe, expect, it } from 'vitest';
import { appointmentChangedFrom } from '../../../src/adapters/realtime/hub-events';

describe('the appointmentChanged hub event', () => {
  it('names the row, its state now and its version, as the server sends them', () => {
    expect(appointmentChangedFrom([{ id: 42, appointmnetState: 3, version: 5 }])).toEqual({
      id: '42',
      state: 3,
      version: 5,
    });
  });

  it('still counts when its state or version is missing or not understood', () => {
    expect(appointmentChangedFrom([{ id: '7' }])).toEqual({ id: '7', state: null, version: null });
    expect(appointmentChangedFrom([{ id: 7, appointmnetState: 9, version: 0 }])).toEqual({
      id: '7',
      state: null,
      version: null,
    });
    expect(appointmentChangedFrom([])).toEqual({ id: null, state: null, version: null });
  });
});
