import 'reflect-metadata';
import fc from 'fast-check';

// Properties run 200 times each from a fixed seed, so CI is repeatable; fast-check prints the seed
// and the shrunk counter-example on failure. `FC_SEED=<n>` replays or explores another seed.
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20261122;
fc.configureGlobal({ numRuns: 200, seed });
