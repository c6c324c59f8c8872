import type { FastifyInstance } from 'fastify';

/** The paths a load balancer probes (docs/api-extensions.md, "Health and readiness"). */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** Each dependency answers true when it can serve; a throw or false makes the replica not ready. */
export type ReadinessCheck = () => Promise<boolean>;

/** The longest a readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * `/healthz`: 200 while the process answers at all (a liveness probe: restart it when this fails).
 * `/readyz`: 200 when every dependency answers, 503 when one does not or the server is draining
 * (a readiness probe: send it no new requests). Neither is logged nor cached.
 */
export function registerHealth(
  app: FastifyInstance,
  checks: Readonly<Record<string, ReadinessCheck>>,
): { draining(): void } {
  let draining = false;
  const noStore = { 'cache-control': 'no-store' };
  app.get(HEALTH_PATH, { logLevel: 'silent' }, (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  );
  app.get(READY_PATH, { logLevel: 'silent' }, async (_request, reply) => {
    if (draining) return reply.code(503).headers(noStore).send({ status: 'draining' });
    const results: Record<string, boolean> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        results[name] = await withTimeout(check());
      }),
    );
    const ready = Object.values(results).every(Boolean);
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'unavailable', checks: results });
  });
  return {
    draining: () => {
      draining = true;
    },
  };
}

async function withTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check.catch(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
