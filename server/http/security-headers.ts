import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The Content-Security-Policy of both apps. A Vite build loads only same-origin module scripts and
 * stylesheets, so scripts are `'self'` only (no inline script, no eval). Styles also allow
 * `'unsafe-inline'`: Blueprint's overlays and popovers, and some React components, write `style`
 * attributes, and injected style is far less dangerous than script. Connections go to the page's
 * own origin (`'self'` covers ws:/wss: to it in CSP 3 browsers) and to the configured API and hub
 * hosts; images may also be `data:`/`blob:` and come from the API host (uploaded pictures).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const hosts = [config.publicApiHost, config.publicHubHost].filter((h) => h !== '');
  const sockets = hosts.map((h) => h.replace(/^http/, 'ws'));
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(config.publicApiHost === '' ? [] : [config.publicApiHost])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...new Set([...hosts, ...sockets])],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Helmet's headers with the policy above. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      // Not `upgrade-insecure-requests`: a server reached over plain http (a LAN address, a
      // demo) would have every asset request upgraded to https and fail.
      directives: contentSecurityPolicy(config),
    },
    // The server does not know whether TLS ends in front of it; the proxy that terminates TLS sets HSTS.
    strictTransportSecurity: false,
    // Same rule as `frame-ancestors 'none'`, for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  });
}
