#!/usr/bin/env node
// The layering check (`npm test` runs it before the tests): parses every import in src/**/*.ts (static, type-only,
// re-exports and dynamic import()) and fails on
//   * an import cycle between files (type-only imports count: a cycle by type is still a cycle to read), and
//   * an import pointing up the layer order below (a lower layer never imports a higher one).
// Files of one layer may import each other (without cycles). The order is documented in CONTRIBUTING.md "Layout".
// Hand-written (about 100 lines) rather than a new dependency: TypeScript's own scanner finds the imports.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const ts = require('typescript')

/** Lowest first. A folder's layer is its longest listed prefix. */
export const LAYERS = [
  ['lib'], // yaml, errors, process pool, the Go-compatible matchers (lib/go)
  ['k8s'], // Kubernetes semantics: resource keys, quantities, references, scopes
  ['gotemplate'], // Go text/template + Sprig: standalone, knows nothing of Argo CD
  ['argocd'], // the Argo CD model; argocd/appset uses gotemplate
  ['git'], // the git boundary
  ['render'], // source detection, fingerprints, the renderers (render/helm, render/kustomize, ...)
  ['plan'], // normalize, diff, prune prediction
  ['rules'], // one file per rule, the registry and the policy
  ['config'], // settings and their validation (rule ids come from the rule registry)
  ['live'], // live mode: read-only readers of Application status (Kubernetes API, Argo CD API)
  ['report'], // the Report contract and its renderings
  ['pipeline'], // wiring: revisions -> graph + renders -> evaluate -> report
  ['github'], // the GitHub API sinks and the Actions runtime
  ['cli', 'action'] // entry points
]

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function files(dir, src) {
  const out = []
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) out.push(...files(p, src))
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(relative(src, p).split('\\').join('/'))
  }
  return out
}

function layerOf(file) {
  const top = file.includes('/') ? file.split('/')[0] : ''
  const i = LAYERS.findIndex((names) => names.includes(top))
  return i
}

/** Relative imports of one file, resolved to src-relative .ts paths. */
export function importsOf(file, text) {
  const info = ts.preProcessFile(text, true, true)
  const out = []
  for (const ref of info.importedFiles) {
    const spec = ref.fileName
    if (!spec.startsWith('.') || /\.json$/.test(spec)) continue // packages and data files are not layered
    out.push(posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.js$/, '.ts'))
  }
  return out
}

/** Checks the tree under `src` (the repository's src/ by default). */
export function check(src = join(root, 'src')) {
  const all = files(src, src)
  const known = new Set(all)
  const graph = new Map()
  const problems = []
  for (const f of all) {
    if (layerOf(f) < 0) problems.push(`src/${f}: not in any layer (add its folder to LAYERS in scripts/check-layers.mjs and CONTRIBUTING.md "Layout")`)
    const deps = importsOf(f, readFileSync(join(src, f), 'utf8'))
    for (const d of deps) {
      if (!known.has(d)) problems.push(`src/${f}: imports src/${d}, which does not exist`)
      else if (layerOf(d) > layerOf(f))
        problems.push(`src/${f} (${LAYERS[layerOf(f)].join('/')}) imports src/${d} (${LAYERS[layerOf(d)].join('/')}): an upward import`)
    }
    graph.set(
      f,
      deps.filter((d) => known.has(d))
    )
  }
  // Cycles: Tarjan's strongly connected components; any component of 2+ files (or a self-import) is a cycle.
  let index = 0
  const idx = new Map()
  const low = new Map()
  const stack = []
  const on = new Set()
  const cycles = []
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of graph.get(v)) {
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const comp = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        comp.push(w)
      } while (w !== v)
      if (comp.length > 1 || graph.get(v).includes(v)) cycles.push(comp.sort())
    }
  }
  for (const f of all) if (!idx.has(f)) visit(f)
  for (const c of cycles) problems.push(`import cycle: ${c.map((f) => `src/${f}`).join(' <-> ')}`)
  return { files: all.length, imports: [...graph.values()].reduce((n, d) => n + d.length, 0), cycles: cycles.length, problems }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = check()
  for (const p of r.problems) console.error(p)
  const upward = r.problems.length - r.cycles
  console.log(`check-layers: ${r.files} files, ${r.imports} imports, ${r.cycles} cycle(s), ${upward} other problem(s)`)
  process.exit(r.problems.length ? 1 : 0)
}
