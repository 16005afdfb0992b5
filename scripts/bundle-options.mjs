// The esbuild options of the shipped bundles (scripts/build.mjs writes dist/ with them). The benchmark bundles its
// measured child with the same options (scripts/bench-child.ts), so that it measures the code users run.
// Node's builtins are loaded with require(), not import: an import makes Node build an ES module facade that reads
// every export of the builtin once, and node:http's `WebSocket` export is a getter that loads Node's own copy of undici
// (measured on Node 24.22: importing node:http 43 ms, requiring it 5 ms; `dist/cli.js --version` 0.20 -> 0.17 s). The
// guard never uses that WebSocket; the analysis imports node:http for its egress proxy. Named imports become property
// reads on the module (`import_node_http.request`), which Node's own CommonJS interop gives the same values.
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (a) => (a.kind === 'import-statement' ? { path: a.path, namespace: 'node-builtin' } : undefined))
    b.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (a) => ({ contents: `module.exports = require(${JSON.stringify(a.path)})`, loader: 'js' }))
  }
}

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
  plugins: [builtinsByRequire],
  banner: { js: "import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);" }
}
