import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the `client:demand` directive (src/app/demand-directive.ts). */
export function demandDirective(): AstroIntegration {
  return {
    name: 'portal:client-demand',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'demand',
          entrypoint: fileURLToPath(new URL('./demand-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
