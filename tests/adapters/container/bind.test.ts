import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { alias, constant, singleton } from '../../../src/adapters/composition/bind';
import { resolve } from '../../../src/adapters/tokens';
import { token as createToken } from '../../../src/application/shared/token';

const Config = createToken<{ readonly host: string }>('Config');
const Service = createToken<{ readonly host: string; readonly serial: number }>('Service');

describe('the binding helpers of the composition root', () => {
  it('builds a singleton once, on first use, from its dependencies', () => {
    const container = new Container();
    let builds = 0;
    constant(container, Config, { host: 'https://api.example.org' });
    singleton(container, Service, [Config], (config) => ({ host: config.host, serial: ++builds }));
    expect(builds).toBe(0);
    const first = resolve(container, Service);
    expect([first, resolve(container, Service), builds]).toEqual([
      { host: 'https://api.example.org', serial: 1 },
      first,
      1,
    ]);
  });

  it('lets an alias follow a rebinding of its target', () => {
    const container = new Container();
    const Target = createToken<string>('Target');
    const Alias = createToken<string>('Alias');
    constant(container, Target, 'default');
    alias(container, Alias, Target);
    container.rebind(Target).toConstantValue('replaced');
    expect(resolve(container, Alias)).toBe('replaced');
  });

  it('reports a cycle with its path instead of overflowing the stack', () => {
    const container = new Container();
    const A = createToken<{ readonly b: unknown }>('A');
    const B = createToken<{ readonly a: unknown }>('B');
    singleton(container, A, [B], (b) => ({ b }));
    singleton(container, B, [A], (a) => ({ a }));
    expect(() => resolve(container, A)).toThrow(
      'Circular dependency found: Symbol(A) -> Symbol(B) -> Symbol(A)',
    );
  });
});
