// Runs dependency-cruiser with TypeScript 5's parser: the project type-checks with TypeScript 7, whose
// compiler API dependency-cruiser cannot load yet. Only dependency-cruiser's own imports of `typescript`
// are pointed at the `typescript-5` package (a resolve hook for both import and require).
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, next) {
    const fromCruiser = context.parentURL?.includes('/node_modules/dependency-cruiser/');
    if (fromCruiser && (specifier === 'typescript' || specifier.startsWith('typescript/'))) {
      return next(specifier.replace(/^typescript/, 'typescript-5'), context);
    }
    return next(specifier, context);
  },
});

const cli = new URL('../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', import.meta.url).pathname;
process.argv.splice(1, 1, cli);
await import(cli);
