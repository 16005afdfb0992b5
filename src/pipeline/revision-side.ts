// One revision as the graph sees it (pipeline/graph.ts): its Applications found in the files, the input tree the
// fingerprints read, and the context every render at that revision gets (checkout, settings, limits, caches).
import type { SideName } from '../plan/plan.js'
import {
  appId,
  discoverApplications,
  isChartTemplate,
  kustomizePatchFiles,
  mayHoldApplication,
  type DiscoveredApp,
  type DiscoveredAppSet,
  type DiscoveryProblem,
  type UnparsedFile
} from '../argocd/discover.js'
import { appPlaceholder, parseApplication } from '../argocd/application.js'
import type { BuildOptionsSetting } from '../argocd/build-options-hint.js'
import type { CmpDeclaration } from '../argocd/cmp-hint.js'
import { namespaceRule, notReconciledNote } from '../argocd/app-namespaces.js'
import { repositoryAppProjects, type AppProjectDef } from '../argocd/app-projects.js'
import { byEntryKey } from '../lib/order.js'
import type { Config } from '../config/config.js'
import type { Revision } from '../git/git.js'
import type { Snapshot } from '../git/snapshot.js'
import type { Manifest } from '../k8s/resource.js'
import { isKustomizationFile } from '../k8s/kustomization.js'
import { ARGOCD_EXEC_TIMEOUT_SECONDS } from '../plan/outcome.js'
import type { Toolbox } from '../render/binaries.js'
import type { RevisionContext } from '../render/context.js'
import { inputTree } from '../render/input-tree.js'
import { outOfBoundSymlinkError } from '../render/source.js'
import type { RenderOutput, ToolRunner } from '../render/types.js'
import { repositoryStorageClasses } from '../k8s/repository-manifests.js'
import type { GraphSide } from './graph.js'
import type { ParsedStream } from '../lib/yaml/yaml.js'
import { MAX_SCAN_BYTES } from './child-apps.js'

export type RevisionSide = GraphSide & {
  ctx: RevisionContext
  snap: Snapshot
  oversized: Snapshot['oversized']
  storageClasses: Manifest[]
  /** AppProjects committed in plain files (project-denies-resource). */
  appProjects: AppProjectDef[]
  /** Every Application definition in files, one per file and id (argocd/same-name.ts). */
  definitions: DiscoveredApp[]
  /** Files whose YAML does not parse at this revision (pipeline/unreadable-at-head.ts). */
  unparsed: Map<string, UnparsedFile>
}

/** What every revision of a run shares. */
export interface SideDeps {
  config: Config
  repoURLs: string[]
  scratch: string
  runner: ToolRunner
  toolbox: Toolbox
  cache: Map<string, Promise<RenderOutput>>
  /** R5.1 second renders run / skipped (helm/determinism.ts). */
  determinism: { secondRenders: number; secondRendersSkipped: number }
  /** Discovery problems at head are collected here. */
  problems: DiscoveryProblem[]
  parseStream: (text: string) => ParsedStream
  parseKust: (text: string) => unknown
  /** Resolves once the renders ready to start have started their processes (renders-first.ts). */
  rendersStarted?: () => Promise<void>
  /** The repository's own kustomize build options settings, read at base (hints only: RevisionContext). */
  buildOptionsSettings?: () => BuildOptionsSetting[]
  cmpDeclaration?: (name: string) => CmpDeclaration | undefined
}

export function revisionSide(rev: Revision, snap: Snapshot, name: SideName, deps: SideDeps): RevisionSide {
  const { config, repoURLs, scratch, runner, toolbox, cache, determinism, problems, parseStream, parseKust, rendersStarted } = deps
  const chartDirs = new Set(snap.paths.filter((p) => /(^|\/)Chart\.yaml$/.test(p)).map((p) => p.split('/').slice(0, -1).join('/')))
  const kustomizations = new Map<string, unknown>()
  for (const p of snap.textPaths()) {
    if (!isKustomizationFile(p)) continue
    try {
      const k = parseKust(snap.text(p)!)
      if (k !== undefined) kustomizations.set(p, k)
    } catch {
      // a broken kustomization is reported by the app that renders it
    }
  }
  const patches = kustomizePatchFiles(kustomizations)
  const files = snap
    .textPaths()
    .filter((p) => /\.(ya?ml|json)$/.test(p) && !isChartTemplate(p, chartDirs) && !patches.has(p))
    .sort()
    .map((p) => ({ path: p, text: snap.text(p)! }))
    .filter((f) => mayHoldApplication(f.text))
  const found = unreconciledLeftOut(discoverApplications(files, config.controlPlaneNamespace, parseStream), config)
  if (name === 'head') for (const p of found.problems) problems.push(p) // no push(...): one file can hold 100k problems
  const { apps, roots } = withRootApps(found.apps, config, name === 'head' ? problems : [])
  const tree = inputTree(snap.tree, snap.paths, rev.sha, (p) => snap.text(p), kustomizations, snap.linkTree)
  // R1.1.4, from the tree: an out-of-bounds symlink anywhere fails every generation at that revision.
  const bad = snap.outOfBoundSymlink()
  const symlinkError = bad ? outOfBoundSymlinkError(bad.file, bad.target) : undefined
  const ctx: RevisionContext = {
    checkout: snap.dir,
    readText: (p) => snap.text(p),
    sha: rev.sha,
    treePaths: snap.paths,
    repoURLs,
    controlPlaneNamespace: config.controlPlaneNamespace,
    kubeVersion: config.kubeVersion,
    apiVersions: config.apiVersions,
    kustomizeBuildOptions: config.kustomizeBuildOptions,
    scratchRoot: scratch,
    runner,
    // R5.1 at base only on demand (below): base instability only decides whether a finding is new.
    toolbox,
    cache,
    symlinkError,
    checkDeterminism: config.checkDeterminism && name === 'head',
    stats: determinism,
    rendersStarted,
    // The repository's own settings, for messages only.
    buildOptionsSettings: deps.buildOptionsSettings,
    cmpDeclaration: deps.cmpDeclaration,
    timeoutIsArgos: config.concurrency === 1 && config.renderTimeoutSeconds >= ARGOCD_EXEC_TIMEOUT_SECONDS,
    remoteCharts: { cacheDir: config.chartCacheDir, network: config.network, allowedHosts: config.allowedHosts, helmCredentials: config.helmCredentials },
    networkPolicy: { network: config.network, allowedHosts: config.allowedHosts },
    plugins: config.plugins
  }
  // Plain repository files (not chart templates): the StorageClasses and AppProjects they define.
  const plainFiles = snap
    .textPaths()
    .filter((p) => !isChartTemplate(p, chartDirs))
    .map((p) => ({ path: p, text: snap.text(p)! }))
  return {
    name,
    tree,
    apps,
    fileAppSets: withRootSets(found.appSets, config, name === 'head' ? problems : []),
    shadowedAppSets: found.shadowedAppSets,
    definitions: rootDefinitions(found.definitions, roots),
    unparsed: found.unparsed,
    appSets: new Map(),
    renders: new Map(),
    ctx,
    snap,
    // Files over the manifest cap that may hold Applications: reported by manifest-too-large (fail closed).
    oversized: snap.oversized.filter((f) => !isChartTemplate(f.path, chartDirs) && !patches.has(f.path)),
    storageClasses: repositoryStorageClasses(plainFiles),
    appProjects: repositoryAppProjects(plainFiles),
    chartDirs,
    readText: (p) => snap.text(p),
    readBytes: (paths) => snap.bytes(paths, MAX_SCAN_BYTES)
  }
}

/**
 * The files' Applications in a namespace where Argo CD does not reconcile Applications (R2.2.7, argocd/app-namespaces.ts)
 * are no apps: each is a note. Declared roots (`rootApps`) are the user's word and stay.
 */
function unreconciledLeftOut<T extends { apps: DiscoveredApp[]; definitions: DiscoveredApp[]; problems: SideDeps['problems'] }>(found: T, config: Config): T {
  const rule = namespaceRule(found.apps, config.controlPlaneNamespace, config.applicationNamespaces)
  if (!rule) return found
  const out = new Set(found.definitions.filter((d) => !rule(d.app.namespace || config.controlPlaneNamespace)).map((d) => d.id))
  if (out.size === 0) return found
  const notes = found.definitions
    .filter((d) => out.has(d.id))
    .map((d) => ({ file: d.file, line: d.line, message: notReconciledNote(d.id, d.app.namespace, config.controlPlaneNamespace), note: true }))
  return {
    ...found,
    apps: found.apps.filter((a) => !out.has(a.id)),
    definitions: found.definitions.filter((d) => !out.has(d.id)),
    problems: [...found.problems, ...notes]
  }
}

/**
 * The Applications found in the files, then the base config's `rootApps` (config/root-apps.ts): the same at both
 * revisions, so a root is compared like a committed Application whose file did not change. A committed Application
 * with the same namespace/name is what Argo CD would see: it is used, and the duplicate is reported; unless its source
 * holds shell placeholders (`repoURL: ${gitops_repo}`): a template that a bootstrap script fills in and applies (as
 * redhat-cop/gitops-standards-repo-template's `.bootstrap/root-application.yaml`), which the declared root stands for.
 */
function withRootApps(found: DiscoveredApp[], config: Config, problems: SideDeps['problems']): { apps: Map<string, DiscoveredApp>; roots: DiscoveredApp[] } {
  const committedApps = new Map(found.map((a) => [a.id, a]))
  const apps = new Map(committedApps)
  const roots: DiscoveredApp[] = []
  const noted = new Set<string>()
  for (const r of config.rootApps) {
    if (r.kind !== 'Application') continue
    const app = parseApplication(r.manifest) // validated with the config
    const id = appId(app, config.controlPlaneNamespace)
    const committed = committedApps.get(id)
    // A committed template (its source holds a placeholder) is not what Argo CD reads: the declared root replaces it.
    if (committed && !appPlaceholder(committed.app)) {
      if (noted.has(id)) continue
      noted.add(id)
      problems.push({
        file: r.file,
        line: 1,
        message: `rootApps declares Application ${id}, which ${committed.file}:${committed.line} also defines; the committed one is used (remove it from rootApps)`,
        note: true
      })
      continue
    }
    // Declared twice (one root per Argo CD): the map holds one, and each declaration is an app of its own once
    // same-named ids are separated (analyze.ts, from the definitions).
    const root: DiscoveredApp = { app, file: r.file, line: 1, id, manifest: r.manifest, declaration: r.declaration }
    apps.set(id, root)
    roots.push(root)
  }
  // In id order, as discovery returns the committed ones.
  return { apps: config.rootApps.length === 0 ? apps : new Map([...apps].sort(byEntryKey)), roots }
}

/** The ids of the Applications the config declares as roots (rootApps). */
export const declaredRootIds = (config: Config): Set<string> =>
  new Set(config.rootApps.filter((r) => r.kind === 'Application').map((r) => appId(parseApplication(r.manifest), config.controlPlaneNamespace)))

/** The file ApplicationSets, then the ApplicationSets `rootApps` declares (a committed one of the same id is used). */
function withRootSets(found: DiscoveredAppSet[], config: Config, problems: SideDeps['problems']): DiscoveredAppSet[] {
  const roots = config.rootApps.filter((r) => r.kind === 'ApplicationSet')
  if (roots.length === 0) return found
  const committed = new Map(found.map((s) => [s.id, s]))
  const out = [...found]
  const noted = new Set<string>()
  for (const r of roots) {
    const meta = r.manifest.metadata as { name: string; namespace?: unknown } // validated with the config
    const id = `${typeof meta.namespace === 'string' && meta.namespace ? meta.namespace : config.controlPlaneNamespace}/${meta.name}`
    const c = committed.get(id)
    if (c) {
      if (!noted.has(id)) {
        const message = `rootApps declares ApplicationSet ${id}, which ${c.file}:${c.line} also defines; the committed one is used (remove it from rootApps)`
        problems.push({ file: r.file, line: 1, message, note: true })
      }
      noted.add(id)
      continue
    }
    out.push({ id, file: r.file, line: 1, manifest: r.manifest, declaration: r.declaration })
  }
  return out
}

/** The definitions of each id: a declared root stands for the committed templates of its id (withRootApps). */
function rootDefinitions(committed: DiscoveredApp[], roots: DiscoveredApp[]): DiscoveredApp[] {
  if (roots.length === 0) return committed
  const ids = new Set(roots.map((r) => r.id))
  return [...committed.filter((d) => !ids.has(d.id)), ...roots]
}
