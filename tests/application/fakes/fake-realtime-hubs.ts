import {
  HubState,
  type AppointmentChanged,
  type RecordChanged,
  type ChatMessageReceived,
  type HubName,
  type PhoneRequestReceived,
  type PresenceChanged,
  type RealtimeHubs,
} from '../../../src/application/ports/realtime-hubs';
import type { Unsubscribe } from '../../../src/application/ports/unsubscribe';

type Listener<E> = (event: E) => void;

class Channel<E> {
  private readonly listeners = new Set<Listener<E>>();

  add(listener: Listener<E>): Unsubscribe {
    const entry = (event: E) => listener(event);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  emit(event: E): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  get size(): number {
    return this.listeners.size;
  }
}

/**
 * The two hubs in memory. A test plays the server: `emitChatMessage`, `emitPhoneRequest`,
 * `emitPresence`, `emitReconnected`. `start` and `stop` are counted; `startFails` makes the next
 * starts reject, as a broken adapter would.
 */
export class FakeRealtimeHubs implements RealtimeHubs {
  starts = 0;
  stops = 0;
  private startError: unknown = undefined;
  private stopError: unknown = undefined;
  private readonly states = new Map<HubName, HubState>();
  private readonly chat = new Channel<ChatMessageReceived>();
  private readonly phone = new Channel<PhoneRequestReceived>();
  private readonly presence = new Channel<PresenceChanged>();
  private readonly appointments = new Channel<AppointmentChanged>();
  private readonly records = new Channel<RecordChanged>();
  private readonly reconnected = new Channel<void>();
  private readonly stateChanges = new Channel<{ hub: HubName; state: HubState }>();

  startFails(error: unknown): this {
    this.startError = error;
    return this;
  }

  stopFails(error: unknown): this {
    this.stopError = error;
    return this;
  }

  async start(): Promise<void> {
    this.starts++;
    if (this.startError !== undefined) throw this.startError;
  }

  async stop(): Promise<void> {
    this.stops++;
    if (this.stopError !== undefined) throw this.stopError;
  }

  onChatMessage(listener: Listener<ChatMessageReceived>): Unsubscribe {
    return this.chat.add(listener);
  }

  onPhoneRequest(listener: Listener<PhoneRequestReceived>): Unsubscribe {
    return this.phone.add(listener);
  }

  onPresence(listener: Listener<PresenceChanged>): Unsubscribe {
    return this.presence.add(listener);
  }

  onAppointmentChanged(listener: Listener<AppointmentChanged>): Unsubscribe {
    return this.appointments.add(listener);
  }

  onRecordChanged(listener: Listener<RecordChanged>): Unsubscribe {
    return this.records.add(listener);
  }

  onReconnected(listener: () => void): Unsubscribe {
    return this.reconnected.add(() => listener());
  }

  state(hub: HubName): HubState {
    return this.states.get(hub) ?? HubState.Disconnected;
  }

  onStateChange(listener: (hub: HubName, state: HubState) => void): Unsubscribe {
    return this.stateChanges.add(({ hub, state }) => listener(hub, state));
  }

  emitChatMessage(event: ChatMessageReceived): void {
    this.chat.emit(event);
  }

  emitPhoneRequest(event: PhoneRequestReceived): void {
    this.phone.emit(event);
  }

  emitPresence(event: PresenceChanged): void {
    this.presence.emit(event);
  }

  emitAppointmentChanged(event: AppointmentChanged): void {
    this.appointments.emit(event);
  }

  emitRecordChanged(event: RecordChanged): void {
    this.records.emit(event);
  }

  emitReconnected(): void {
    this.reconnected.emit();
  }

  setState(hub: HubName, state: HubState): void {
    this.states.set(hub, state);
    this.stateChanges.emit({ hub, state });
  }

  /** Listeners still subscribed, across every event: 0 once every watch was stopped. */
  get listenerCount(): number {
    return (
      this.chat.size +
      this.phone.size +
      this.presence.size +
      this.appointments.size +
      this.records.size +
      this.reconnected.size +
      this.stateChanges.size
    );
  }
}
