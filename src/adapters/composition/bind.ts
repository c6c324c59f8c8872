import type { Container, MapToResolvedValueInjectOptions } from 'inversify';
import type { Token } from '../tokens';

/** The tokens of a factory's arguments, in order. */
export type DependencyTokens<Args extends readonly unknown[]> = {
  readonly [I in keyof Args]: Token<Args[I]>;
};

/**
 * Binds `token` to one value for the container's life, built on first use by `build` from the
 * values of `dependencies`. Declaring the dependencies (rather than reading them inside `build`)
 * lets inversify see the graph: a cycle is reported with its path, and a rebinding of a
 * dependency before the first use is what `build` receives.
 */
export function singleton<T, const Args extends readonly unknown[]>(
  container: Container,
  token: Token<T>,
  dependencies: DependencyTokens<Args>,
  build: (...args: Args) => T,
): void {
  container
    .bind<T>(token)
    .toResolvedValue(
      build as unknown as (...args: unknown[]) => T,
      dependencies as unknown as MapToResolvedValueInjectOptions<unknown[]>,
    )
    .inSingletonScope();
}

/**
 * As `singleton`, for a value whose code is loaded on first use (a screen's view-model factory,
 * built from the screen's own chunk): resolved once with `getAsync`, after which `get` returns it.
 */
export function lazySingleton<T, const Args extends readonly unknown[]>(
  container: Container,
  token: Token<T>,
  dependencies: DependencyTokens<Args>,
  build: (...args: Args) => Promise<T>,
): void {
  container
    .bind<T>(token)
    .toResolvedValue(
      build as unknown as (...args: unknown[]) => Promise<T>,
      dependencies as unknown as MapToResolvedValueInjectOptions<unknown[]>,
    )
    .inSingletonScope();
}

/** Binds `token` to a value built outside the container (a fake, a setting). */
export function constant<T>(container: Container, token: Token<T>, value: T): void {
  container.bind<T>(token).toConstantValue(value);
}

/** Makes `alias` resolve to whatever `target` resolves to, now and after a rebinding of `target`. */
export function alias<T>(container: Container, alias: Token<T>, target: Token<T>): void {
  container.bind<T>(alias).toService(target);
}
