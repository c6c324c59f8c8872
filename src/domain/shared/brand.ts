/** A nominal type: two ids of the same primitive cannot be mixed up by accident. */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };
