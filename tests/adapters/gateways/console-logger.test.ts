import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConsoleLogger, LogLevel, type LogConsole } from '../../../src/adapters/logging/console-logger';

type Written = { readonly level: keyof LogConsole; readonly args: readonly unknown[] };

function recordingConsole(): { readonly sink: LogConsole; readonly written: Written[] } {
  const written: Written[] = [];
  const at =
    (level: keyof LogConsole) =>
    (...args: unknown[]) =>
      void written.push({ level, args });
  return { sink: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, written };
}

const LEVELS = [LogLevel.Debug, LogLevel.Info, LogLevel.Warn, LogLevel.Error, LogLevel.Silent] as const;
const WRITING = [LogLevel.Debug, LogLevel.Info, LogLevel.Warn, LogLevel.Error] as const;

describe('ConsoleLogger', () => {
  it('writes a line exactly when its level is at or above the chosen level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEVELS),
        fc.constantFrom(...WRITING),
        fc.string(),
        (minimum, level, message) => {
          const { sink, written } = recordingConsole();
          new ConsoleLogger({ level: minimum, console: sink })[level](message);
          const rank = (l: LogLevel) => LEVELS.indexOf(l);
          expect(written.length).toBe(rank(level) >= rank(minimum) ? 1 : 0);
        },
      ),
    );
  });

  it('writes to the console method of the same level, the cause as a value beside the text', () => {
    const { sink, written } = recordingConsole();
    const cause = { code: 'NetworkFailure' };
    const logger = new ConsoleLogger({ level: LogLevel.Debug, console: sink, prefix: '[dashboard]' });
    logger.error('Logout call failed', cause);
    logger.warn('The English bundle could not be loaded');
    expect(written).toEqual([
      { level: 'error', args: ['[dashboard] Logout call failed', cause] },
      { level: 'warn', args: ['[dashboard] The English bundle could not be loaded'] },
    ]);
  });

  it.each([
    { level: undefined, writes: ['warn', 'error'] },
    { level: LogLevel.Error, writes: ['error'] },
    { level: LogLevel.Silent, writes: [] },
  ])('with level $level it writes $writes of the four', ({ level, writes }) => {
    const { sink, written } = recordingConsole();
    const logger = new ConsoleLogger({ console: sink, ...(level === undefined ? {} : { level }) });
    for (const l of WRITING) logger[l](l);
    expect(written.map((w) => w.level)).toEqual(writes);
  });

  it('never throws, even when the console does', () => {
    const broken: LogConsole = {
      debug: () => {
        throw new Error('no console');
      },
      info: () => {
        throw new Error('no console');
      },
      warn: () => {
        throw new Error('no console');
      },
      error: () => {
        throw new Error('no console');
      },
    };
    const logger = new ConsoleLogger({ level: LogLevel.Debug, console: broken });
    expect(() => {
      logger.error('x', new Error('cause'));
      logger.debug('y');
    }).not.toThrow();
  });
});
