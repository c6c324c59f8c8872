import { mergeMessages } from '../../domain/chat/merge-messages';
import { asChatUserId, type ChatUserId } from '../../domain/chat/chat-history-row';
import type { AppError } from '../../domain/errors/app-error';
import type { ListStatus } from '../../domain/lists/list-state';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ChatMessage } from '../ports/chat-gateway';
import type { PatientChatLink } from '../ports/patient-chat-link';
import type { PatientGateway } from '../ports/patient-gateway';
import type { TokenStore } from '../ports/token-store';
import type { Unsubscribe } from '../ports/unsubscribe';
import { updateStore, type StateStore } from '../shared/state-store';
import { readPatientId } from './read-patient-id';

/** The signed-in patient's chat with the hospital, oldest message first. */
export interface MyChatState {
  readonly messages: readonly ChatMessage[];
  /** The first read's: loading, loaded or failed. A later re-read that fails keeps what is shown. */
  readonly status: ListStatus;
  /** False once a read of older messages came back with none (the spec's rule for older pages). */
  readonly canLoadOlder: boolean;
  readonly loadingOlder: boolean;
}

export function initialMyChat(): MyChatState {
  return { messages: [], status: { kind: 'loading' }, canLoadOlder: true, loadingOlder: false };
}

/** Adds messages the chat did not hold yet (a sent one, a re-read), in the order they were sent. */
export function addMyChatMessages(store: StateStore<MyChatState>, messages: readonly ChatMessage[]): void {
  updateStore(store, (state) => {
    const merged = mergeMessages(state.messages, messages);
    return merged === state.messages ? state : { ...state, messages: merged };
  });
}

/** The chat's id is the patient's own (`patientId` of the stored info); none when signed out. */
function myChatId(tokens: Pick<TokenStore, 'patientInfo'>): Result<ChatUserId, AppError> {
  const id = readPatientId(tokens.patientInfo());
  return id === null ? err({ code: 'Unauthorized' }) : ok(asChatUserId(id));
}

/**
 * Reads the newest messages of the patient's chat (`GET /api/Chats/userchat/{id}`) and adds those
 * not shown yet: the first read, and every re-read after a reply or a reconnect. Messages already
 * shown and older pages stay; a re-read that fails leaves the chat as it was.
 */
export class LoadMyChat {
  constructor(
    private readonly gateway: Pick<PatientGateway, 'myChat'>,
    private readonly tokens: Pick<TokenStore, 'patientInfo'>,
  ) {}

  async execute(store: StateStore<MyChatState>): Promise<Result<readonly ChatMessage[], AppError>> {
    const id = myChatId(this.tokens);
    const result = id.ok ? await this.gateway.myChat(id.value) : id;
    if (!result.ok) {
      if (store.get().status.kind !== 'loaded') {
        const status: ListStatus =
          result.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: result.error };
        store.set({ ...store.get(), status });
      }
      return result;
    }
    updateStore(store, (state): MyChatState => ({
      ...state,
      messages: mergeMessages(state.messages, result.value),
      status: { kind: 'loaded' },
      // An empty chat has nothing older; a first read that failed before is read again in full.
      canLoadOlder: state.status.kind === 'loaded' ? state.canLoadOlder : result.value.length > 0,
    }));
    return result;
  }
}

/**
 * Reads the messages before the oldest shown (`GET /api/Chats/userchat/{id}/before/{before}`, an
 * extension) and puts them on top; a read with none disables further reads. One read at a time.
 */
export class LoadOlderMyChat {
  constructor(
    private readonly gateway: Pick<PatientGateway, 'myChatBefore'>,
    private readonly tokens: Pick<TokenStore, 'patientInfo'>,
  ) {}

  async execute(store: StateStore<MyChatState>): Promise<Result<readonly ChatMessage[], AppError>> {
    const state = store.get();
    const oldest = state.messages[0];
    if (state.loadingOlder || !state.canLoadOlder || oldest === undefined) return ok([]);
    const id = myChatId(this.tokens);
    if (!id.ok) return id;
    store.set({ ...state, loadingOlder: true });
    const result = await this.gateway.myChatBefore(id.value, oldest.id);
    updateStore(store, (current): MyChatState =>
      result.ok
        ? {
            ...current,
            messages: mergeMessages(current.messages, result.value),
            canLoadOlder: result.value.length > 0,
            loadingOlder: false,
          }
        : { ...current, loadingOlder: false },
    );
    return result;
  }
}

/**
 * Keeps the chat current while the page is open: the patient's live link is started, and each
 * reply (`receive`) or reconnect re-reads the newest messages, so a reply missed while offline
 * still appears and none twice. The chat is read once at the start. The returned function stops it.
 */
export class WatchMyChat {
  constructor(
    private readonly link: PatientChatLink,
    private readonly load: Pick<LoadMyChat, 'execute'>,
  ) {}

  execute(store: StateStore<MyChatState>): Unsubscribe {
    const read = () => void this.load.execute(store);
    const stops = [this.link.onMessage(read), this.link.onReconnected(read)];
    read();
    void this.link.start();
    return () => {
      for (const stop of stops) stop();
      void this.link.stop();
    };
  }
}
