import { postgresAvailable } from './postgres-cluster';
import { redisAvailable } from './redis-server';

/**
 * Whether the tests of several replicas can run: Debian's PostgreSQL server and redis-server.
 * `npm test` installs both when missing; it sets `SCALE_TOOLS_UNAVAILABLE` to the reason only when
 * apt-get could not. Missing without that reason is a failure, never a silent pass.
 */
export const scaleTools = {
  present: postgresAvailable && redisAvailable,
  missing: [
    ...(postgresAvailable ? [] : ["PostgreSQL's initdb/pg_ctl (Debian package postgresql)"]),
    ...(redisAvailable ? [] : ['redis-server (Debian package redis-server)']),
  ],
  /** Set by scripts/test-all.mjs when apt-get could not install them. */
  unavailableReason: process.env.SCALE_TOOLS_UNAVAILABLE ?? null,
};
