import type { Rebind } from './adapters/container';

/**
 * This deployment's own adapters: the one place to rebind a port of the dashboard without
 * touching the rest (docs/integrating.md has a worked example). The shipped app rebinds nothing.
 */
export const rebind: Rebind = () => undefined;
