import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import base from '../../../vite.config.ts';

const deployment = fileURLToPath(new URL('./integrator-deployment.ts', import.meta.url));

/** The entry's `./deployment` is the integrator's module; nothing else of the app changes. */
function integratorDeployment(): Plugin {
  return {
    name: 'integrator-deployment',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './deployment' && importer?.endsWith('/src/dashboard.tsx')) return deployment;
      return null;
    },
  };
}

/** The shipped build with the integrator's deployment module: what a deployment builds. */
export default mergeConfig(base, { plugins: [integratorDeployment()] });
