import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  INITIAL_SNACKBAR,
  SNACKBAR_AUTO_HIDE_MS,
  SnackbarTransition,
  TRANSITION_TIMEOUT,
  type SnackbarState,
} from '../../../src/domain/preferences/snackbar';
import {
  SnackbarEvents,
  snackbarReducer,
  type SnackbarEvent,
  type SnackbarOptions,
} from '../../../src/domain/preferences/snackbar-reducer';

const optionsArb: fc.Arbitrary<SnackbarOptions> = fc.record(
  {
    anchorOrigin: fc.record({
      vertical: fc.constantFrom('top', 'bottom'),
      horizontal: fc.constantFrom('left', 'center', 'right'),
    }),
    variant: fc.constantFrom('default', 'alert'),
    alert: fc.record({
      variant: fc.constantFrom('filled', 'outlined', 'standard'),
      color: fc.constantFrom('primary', 'secondary', 'success', 'error', 'warning', 'info'),
    }),
    transition: fc.constantFrom(...Object.values(SnackbarTransition)),
    close: fc.boolean(),
    actionButton: fc.boolean(),
  },
  { requiredKeys: [] },
);
const eventArb: fc.Arbitrary<SnackbarEvent> = fc.oneof(
  fc.tuple(fc.string(), optionsArb).map(([m, o]) => SnackbarEvents.open(m, o)),
  fc.constantFrom('clickaway', 'closeButton', 'undoButton').map(SnackbarEvents.close),
  fc.nat({ max: 10 }).map(SnackbarEvents.autoHidden),
);
const anyState = fc
  .array(eventArb, { maxLength: 10 })
  .map((es) => es.reduce(snackbarReducer, INITIAL_SNACKBAR));
const openState = fc
  .tuple(anyState, fc.string({ minLength: 1 }), optionsArb)
  .map(([s, m, o]) => snackbarReducer(s, SnackbarEvents.open(m, o)));

describe('the snackbar', () => {
  it('opens with the message given', () => {
    fc.assert(
      fc.property(anyState, fc.string({ minLength: 1 }), optionsArb, (state, message, options) => {
        const next = snackbarReducer(state, SnackbarEvents.open(message, options));
        expect(next.open).toBe(true);
        expect(next.message).toBe(message);
      }),
    );
  });

  it('starts every opening from the defaults plus its own options', () => {
    fc.assert(
      fc.property(anyState, optionsArb, (state, options) => {
        const next = snackbarReducer(state, SnackbarEvents.open('Saved', options));
        expect(next).toEqual({
          ...INITIAL_SNACKBAR,
          ...options,
          open: true,
          message: 'Saved',
          openCount: state.openCount + 1,
        });
      }),
    );
  });

  it('is not closed by a click outside', () => {
    fc.assert(
      fc.property(openState, (state) => {
        expect(snackbarReducer(state, SnackbarEvents.close('clickaway'))).toBe(state);
      }),
    );
  });

  it('is closed by the close button and by the undo button', () => {
    fc.assert(
      fc.property(openState, fc.constantFrom('closeButton', 'undoButton' as const), (state, reason) => {
        expect(snackbarReducer(state, SnackbarEvents.close(reason))).toEqual({ ...state, open: false });
      }),
    );
  });

  it('is closed by the auto-hide timeout of the current opening', () => {
    fc.assert(
      fc.property(openState, (state) => {
        expect(snackbarReducer(state, SnackbarEvents.autoHidden(state.openCount))).toEqual({
          ...state,
          open: false,
        });
      }),
    );
  });

  it('ignores the auto-hide timeout of an earlier opening', () => {
    fc.assert(
      fc.property(openState, fc.nat(), (state, earlier) => {
        fc.pre(earlier !== state.openCount);
        expect(snackbarReducer(state, SnackbarEvents.autoHidden(earlier))).toBe(state);
      }),
    );
  });

  it('auto-hides after 4000 ms', () => {
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(4000);
  });

  it('defaults to "Note archived" at the bottom right with the Fade transition, closed', () => {
    expect(INITIAL_SNACKBAR).toMatchObject({
      open: false,
      message: 'Note archived',
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      variant: 'default',
      transition: 'Fade',
    });
  });

  it('shows the default text when opened without a message', () => {
    expect(snackbarReducer(INITIAL_SNACKBAR, SnackbarEvents.open()).message).toBe('Note archived');
    expect(snackbarReducer(INITIAL_SNACKBAR, SnackbarEvents.open('')).message).toBe('Note archived');
  });

  it('offers slide left, up, right, down, grow and fade', () => {
    expect(Object.values(SnackbarTransition).sort()).toEqual(
      ['Fade', 'Grow', 'SlideDown', 'SlideLeft', 'SlideRight', 'SlideUp'].sort(),
    );
  });

  it.each<[SnackbarTransition, number, number, number]>([
    ['Fade', 500, 600, 400],
    ['SlideLeft', 0, 400, 200],
    ['SlideUp', 0, 400, 200],
    ['SlideRight', 0, 400, 200],
    ['SlideDown', 0, 400, 200],
    ['Grow', 500, 600, 400],
  ])('times %s as appear %i, enter %i, exit %i', (transition, appear, enter, exit) => {
    expect(TRANSITION_TIMEOUT[transition]).toEqual({ appear, enter, exit });
  });

  const opened: SnackbarState = snackbarReducer(INITIAL_SNACKBAR, SnackbarEvents.open('Saved'));
  it.each<[string, SnackbarEvent, boolean]>([
    ['a click outside', SnackbarEvents.close('clickaway'), true],
    ['the close button', SnackbarEvents.close('closeButton'), false],
    ['the undo button', SnackbarEvents.close('undoButton'), false],
    ['its own auto-hide', SnackbarEvents.autoHidden(1), false],
    ['a stale auto-hide', SnackbarEvents.autoHidden(0), true],
  ])('after %s the snackbar open is %s', (_case, event, open) => {
    expect(snackbarReducer(opened, event).open).toBe(open);
  });
});
