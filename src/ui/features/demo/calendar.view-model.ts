import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoCalendarPort, DemoError } from '../../../application/demo/demo-ports';
import type { DemoCalendarEvent, NewDemoEvent } from '../../../domain/demo/calendar-event';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The demo calendar: its events, added, changed and removed through the mock service. */
export class DemoCalendarViewModel {
  events: DemoCalendarEvent[] = [];
  status: DemoLoad = LOADING;
  saveError: DemoError | null = null;

  constructor(private readonly port: DemoCalendarPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    const answer = await this.port.events();
    runInAction(() => {
      if (!answer.ok) {
        this.status = { kind: 'error', error: answer.error };
        return;
      }
      this.events = answer.value;
      this.status = LOADED;
    });
  }

  private async take(answer: ReturnType<DemoCalendarPort['events']>): Promise<boolean> {
    const result = await answer;
    return runInAction(() => {
      if (!result.ok) {
        this.saveError = result.error;
        return false;
      }
      this.saveError = null;
      this.events = result.value;
      return true;
    });
  }

  /** Whether the event was saved (the form may then close; otherwise what was typed stays). */
  add(event: NewDemoEvent): Promise<boolean> {
    return this.take(this.port.addEvent(event));
  }

  update(id: string, update: NewDemoEvent): Promise<boolean> {
    return this.take(this.port.updateEvent(id, update));
  }

  remove(id: string): Promise<boolean> {
    return this.take(this.port.removeEvent(id));
  }

  clearError(): void {
    this.saveError = null;
  }
}
