// The esbuild options of the shipped bundles (scripts/build.mjs writes dist/ with them). The benchmark bundles its
// measured child with the same options (scripts/bench-child.ts), so that it measures the code users run.
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // ESM bundles of CommonJS dependencies need a require().
  banner: { js: "import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);" }
}
