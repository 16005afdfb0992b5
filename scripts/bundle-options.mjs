// The esbuild options of the shipped bundles (scripts/build.mjs writes dist/ with them). The benchmark bundles its
// measured child with the same options (scripts/bench-child.ts), so that it measures the code users run.
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // What a run may not need is loaded with import() and split into chunks of its own (chunk-<hash>.js beside the
  // entries): the Kubernetes client (live mode with a kubeconfig), GitHub's cache client (input `cache`). A run that
  // does not use them does not compile them (about half of dist/cli.js before).
  splitting: true,
  // ESM bundles of CommonJS dependencies need a require().
  banner: { js: "import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);" }
}
