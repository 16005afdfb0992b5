#!/usr/bin/env node
// The layering check (`npm test` runs it before the tests): parses every import in src/**/*.ts (static, type-only,
// re-exports and dynamic import()) and fails on
//   * an import cycle between files (type-only imports count: a cycle by type is still a cycle to read),
//   * an import pointing up the layer order below (a lower layer never imports a higher one),
//   * a deep import: a file outside a folder imports one of the folder's own modules rather than its face. A folder's
//     face is the list of its modules in FACES below (the modules other folders may import); every other module is
//     internal to the folder, its sub-folders included. Files inside a folder (at any depth) may import any of its
//     modules; a sub-folder is a folder of its own (render/helm has its face, which render/app.ts imports). A new module
//     is internal until it is added to its folder's face here, on purpose.
//   * `node:child_process` imported outside src/lib/process/ (the one place that starts processes), and the `yaml`
//     package imported outside the YAML module (src/lib/yaml/: the named profiles every reader and writer uses).
// Files of one layer may import each other (without cycles). The order is documented in CONTRIBUTING.md "Layout".
// Hand-written (about 170 lines) rather than a new dependency: TypeScript's own scanner finds the imports.
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

/**
 * Each folder's face (module names without .ts, relative to the folder): what files outside the folder may import.
 * Made from the imports of 2026-12 (gotemplate's lexer then left out: its `unquote` is on template.ts's face).
 */
export const FACES = {
  action: '',
  argocd:
    'app-namespaces app-projects application build-options-hint cmp-hint discover hooks live own-settings revision same-name source-type sync-options tool-versions tool-versions-format tracking-stamp url',
  'argocd/appset': 'clusters expand leftover state',
  cli: '',
  config: 'adopt approvers config settings',
  git: 'blob-texts contain fetch git links snapshot',
  github: 'main',
  gotemplate: 'sprig template values',
  k8s: 'diff kustomization quantity references removed-apis repository-manifests resource scope',
  lib: 'canonical-json errors fs-async memo mkdir-one order parsed-once pool record repo-path scratch-root semver sorted-paths text timings url-prefix version',
  'lib/yaml': 'yaml fast offthread',
  'lib/go': 'doublestar envsubst glob json-fields linear-match path-match regexp wildmatch',
  'lib/process': 'exec spawn types',
  live: 'index',
  pipeline: 'analyze lifecycle relaunch shard',
  plan: 'app-scope graph-context known-prunes live live-plan normalize outcome plan prune removal rendered-diff side unstable waves',
  render: 'app binaries context disk-cache input-tree inputs renderers source types',
  'render/directory': 'directory renderer',
  'render/helm': 'chart-files dependency-files deps determinism determinism-inputs helm metadata remote-chart remote-schema renderer template-calls tgz',
  'render/kustomize': 'build-options kustomize options-hint renderer',
  'render/network': 'contained-fetch egress policy',
  'render/plugin': 'config plugin renderer sandbox',
  report: 'annotations approval appsets blockers budget diffs groups headline json live merge model sanitize sarif',
  'report/markdown': 'blockers diff markdown md parts',
  'report/text': 'terminal text',
  rules: 'app-removed-cascade cap index live-unavailable types wave-order'
}

/** Packages only some files may import: the package (with its subpaths) and the files that may. */
export const PACKAGE_OWNERS = [
  { packages: ['node:child_process', 'child_process'], owners: /^lib\/process\//, owner: 'src/lib/process/' },
  { packages: ['yaml'], owners: /^lib\/yaml\//, owner: 'the YAML module (src/lib/yaml/)' }
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
  return specifiers(text)
    .filter((spec) => spec.startsWith('.') && !/\.json$/.test(spec)) // packages and data files are not layered
    .map((spec) => posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.js$/, '.ts'))
}

/** Every import specifier of a file (relative paths and packages). */
function specifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName)
}

/** A problem when `file` imports a package it may not (PACKAGE_OWNERS), else undefined. */
function packageProblem(file, spec) {
  for (const { packages, owners, owner } of PACKAGE_OWNERS)
    if (packages.some((p) => spec === p || spec.startsWith(`${p}/`)) && !owners.test(file))
      return `src/${file} imports ${spec}: only ${owner} may (use what it exports)`
  return undefined
}

/** A problem when `file` imports `dep` past its folder's face (FACES), else undefined. */
function faceProblem(file, dep, faces) {
  const folder = posix.dirname(dep)
  if (folder === '.' || file.startsWith(`${folder}/`)) return undefined
  const face = (faces[folder] ?? '').split(' ').filter(Boolean)
  if (face.includes(posix.basename(dep, '.ts'))) return undefined
  const shown = face.length ? face.map((m) => `${m}.ts`).join(', ') : 'none'
  return `src/${file} imports src/${dep}, which is internal to src/${folder}/ (its face: ${shown}); import the face, or add the module to FACES in scripts/check-layers.mjs if other folders are meant to use it`
}

/** Checks the tree under `src` (the repository's src/ by default). */
export function check(src = join(root, 'src'), faces = FACES) {
  const all = files(src, src)
  const known = new Set(all)
  const graph = new Map()
  const problems = []
  const folders = new Set(all.map((f) => posix.dirname(f)))
  for (const [folder, face] of Object.entries(faces))
    for (const m of face.split(' ').filter(Boolean))
      if (folders.has(folder) && !known.has(`${folder}/${m}.ts`))
        problems.push(`FACES in scripts/check-layers.mjs names src/${folder}/${m}.ts, which does not exist`)
  for (const f of all) {
    if (layerOf(f) < 0) problems.push(`src/${f}: not in any layer (add its folder to LAYERS in scripts/check-layers.mjs and CONTRIBUTING.md "Layout")`)
    const text = readFileSync(join(src, f), 'utf8')
    const deps = importsOf(f, text)
    for (const d of deps) {
      if (!known.has(d)) problems.push(`src/${f}: imports src/${d}, which does not exist`)
      else if (layerOf(d) > layerOf(f))
        problems.push(`src/${f} (${LAYERS[layerOf(f)].join('/')}) imports src/${d} (${LAYERS[layerOf(d)].join('/')}): an upward import`)
      else {
        const p = faceProblem(f, d, faces)
        if (p) problems.push(p)
      }
    }
    for (const spec of specifiers(text)) {
      const p = packageProblem(f, spec)
      if (p) problems.push(p)
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
