declare const resolvesTo: unique symbol;

/**
 * A plain `Symbol` naming a service of a container, which remembers the type it resolves to: the
 * composition root binds it, a view or a test resolves it, and both sides agree on the type.
 */
export type Token<T> = symbol & { readonly [resolvesTo]?: T };

/** A new token; `name` shows in the container's messages (a missing binding, a cycle). */
export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** What resolving a token needs of a container: inversify's `Container` fits, and so does a test's map. */
export interface Resolver {
  get<T>(token: Token<T>): T;
  /**
   * Resolves a token whose value is built asynchronously (a screen's view-model factory, whose
   * code arrives with the screen); once resolved, `get` returns it too.
   */
  getAsync<T>(token: Token<T>): Promise<T>;
}
