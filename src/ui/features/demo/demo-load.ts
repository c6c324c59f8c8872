import type { DemoError } from '../../../application/demo/demo-ports';

/** Where a demo page's data is: on its way, here, or refused with the mock's message. */
export type DemoLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded' }
  | { readonly kind: 'error'; readonly error: DemoError };

export const LOADING: DemoLoad = { kind: 'loading' };
export const LOADED: DemoLoad = { kind: 'loaded' };

/** The translation key of a mock message the pages know, or null to show the message itself. */
export function demoMessageKey(message: string): string | null {
  switch (message) {
    case 'Comment Field is Required':
      return 'demo.social.commentRequired';
    case 'Reply Field is Required':
      return 'demo.social.replyRequired';
    // The calendar's refusals, named by the domain's problem.
    case 'TitleRequired':
      return 'demo.calendar.titleRequired';
    case 'EndBeforeStart':
      return 'demo.calendar.endBeforeStart';
    case 'BadTime':
      return 'demo.calendar.badTime';
    case 'Internal server error':
    case 'Server Error':
      return 'demo.serverError';
    default:
      return null;
  }
}
