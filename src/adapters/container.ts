import type { Container } from 'inversify';

export { createDashboardContainer } from './composition/dashboard';
export { createSiteContainer } from './composition/site';
export type {
  BrowserOptions,
  ContainerOptions,
  DashboardContainerOptions,
  HttpOptions,
  SiteContainerOptions,
} from './composition/container-options';
export {
  resolve,
  resolveAsync,
  Tokens,
  type Token,
  type TokenName,
  type UnauthorizedPolicies,
} from './tokens';

/**
 * A deployment's own bindings, applied after the app's and before anything is resolved: rebind
 * any port there (`container.rebind(Tokens.AuditGateway).toConstantValue(...)`) and every use
 * case and screen gets it. See docs/integrating.md.
 */
export type Rebind = (container: Container) => void;

/*
 * The composition root of both apps: every port, adapter and use case is bound with factories (no
 * decorators, plain `Symbol` tokens). Services and use cases are singletons, built on first use;
 * nothing touches the page, the network or the hubs while the container is built. Each app's
 * container is made in its own module (`composition/dashboard.ts`, `composition/site.ts`), which
 * its entry imports directly: an entry that imported this file would also bundle the other app's
 * composition, whose schemas are evaluated at load.
 */
