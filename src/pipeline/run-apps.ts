// The apps step of a run (pipeline/analyze.ts): each revision's Applications as the graph sees them (revision-side.ts),
// same-named definitions told apart, the commits pinned sources render at, and the apps' input fingerprints.
import type { DiscoveredApp } from '../argocd/discover.js'
import { sameNamedIds, separateSameNamed } from '../argocd/same-name.js'
import { buildOptionsSettingsOnce } from '../argocd/build-options-hint.js'
import { cmpDeclarationOnce } from '../argocd/cmp-hint.js'
import type { Config } from '../config/config.js'
import type { Snapshot } from '../git/snapshot.js'
import { kustomizationFromText } from '../k8s/kustomization.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import { appFingerprint, type Fingerprint } from '../render/inputs.js'
import { mayUsePlugin } from '../render/plugin/plugin.js'
import type { ReportMeta } from '../report/model.js'
import type { GraphSide } from './graph.js'
import { pinnedSides, type PinnedSide } from './pinned.js'
import { revisionSide, type RevisionSide } from './revision-side.js'
import type { RunRevisions } from './run-revisions.js'
import type { RunTools } from './run-tools.js'
import { keepUnreadable } from './unreadable-at-head.js'

export interface RunApps {
  base: RevisionSide
  head: RevisionSide
  /** Ids of Applications defined in several files (argocd/same-name.ts). */
  sameNamed: Set<string>
  /** The side a pinned targetRevision renders at (pipeline/pinned.ts). */
  pinnedAt: (targetRevision: string) => Promise<PinnedSide>
  /** An app's inputs at a tree; `follows` tells pinned sources (default: every source follows the tree). */
  fingerprintAt(d: DiscoveredApp, tree: GraphSide['tree'], follows?: (targetRevision: string) => boolean): Fingerprint
  /** An app's inputs at a side, pinned sources told by the reviewed refs (memoized). */
  fingerprint(d: DiscoveredApp, s: GraphSide): Fingerprint
}

export interface AppsInput {
  run: RunRevisions
  snaps: { baseSnap: Snapshot; headSnap: Snapshot }
  config: Config
  headConfig: Config
  repoURLs: string[]
  tools: RunTools
  problems: ReportMeta['problems']
  /** Whether a targetRevision follows the revisions under review (argocd/revision.ts). */
  follows: (targetRevision: string) => boolean
  phase: (what: string) => void
}

/** A parser memoized by text: a file unchanged between base and head is parsed once (discovery at a run's serial start). */
function once<T>(parse: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>()
  return (text) => {
    if (!memo.has(text)) memo.set(text, parse(text))
    return memo.get(text)!
  }
}

export function runApps(i: AppsInput): RunApps {
  const { run, config, headConfig, tools, problems } = i
  const { baseSnap, headSnap } = i.snaps
  // The repository's own Argo CD settings, read at base when a message needs them (argocd/build-options-hint.ts, cmp-hint.ts).
  const own = { buildOptionsSettings: buildOptionsSettingsOnce(baseSnap), cmpDeclaration: cmpDeclarationOnce(baseSnap) }
  const sideDeps = {
    config,
    repoURLs: i.repoURLs,
    scratch: run.scratch,
    runner: tools.runner,
    toolbox: tools.toolbox,
    cache: tools.cache,
    determinism: tools.determinism,
    problems,
    parseStream: once(parseYamlStream),
    parseKust: once(kustomizationFromText),
    rendersStarted: (): Promise<void> => tools.gate.turn(),
    ...own
  }
  const base = revisionSide(run.baseRev, baseSnap, 'base', sideDeps)
  const head = revisionSide(run.headRev, headSnap, 'head', { ...sideDeps, config: headConfig, ...tools.headTools })
  keepUnreadable(base, head, problems) // files that defined apps at base and do not parse at head
  // Same-named Applications in several files (one root per cluster): each definition is an app of its own.
  const sameNamed = sameNamedIds(base.definitions, head.definitions)
  for (const s of [base, head]) separateSameNamed(s.apps, s.definitions, sameNamed)
  i.phase(`discovered ${base.apps.size} ${base.apps.size === 1 ? 'app' : 'apps'} at base, ${head.apps.size} at head`)
  const pinnedAt = pinnedSides({
    refs: run.refsNow,
    expandCommit: (short) => run.repo.expandCommit(short),
    sides: [base, head],
    load: async (sha) => revisionSide({ rev: sha, sha }, await run.load(sha, `pinned-${sha.slice(0, 12)}`), 'base', { ...sideDeps, problems: [] })
  })
  const [baseSettings, headSettings] = [renderSettings(config), renderSettings(headConfig)]
  const fingerprintAt = (d: DiscoveredApp, tree: GraphSide['tree'], follows?: (targetRevision: string) => boolean): Fingerprint =>
    appFingerprint(d, tree, i.repoURLs, tree === head.tree ? headSettings : baseSettings, (src) => mayUsePlugin(src, tree.paths, config.plugins), follows)
  const fingerprints = new Map<string, Fingerprint>()
  const fingerprint = (d: DiscoveredApp, s: GraphSide): Fingerprint => {
    const k = `${s.name}\0${d.id}\0${JSON.stringify(d.manifest)}`
    let fp = fingerprints.get(k)
    if (!fp) fingerprints.set(k, (fp = fingerprintAt(d, s.tree, i.follows)))
    return fp
  }
  return { base, head, sameNamed, pinnedAt, fingerprintAt, fingerprint }
}

/** The settings that change renders besides the files (in every fingerprint: render/inputs.ts). */
function renderSettings(c: Config) {
  return {
    kubeVersion: c.kubeVersion,
    apiVersions: c.apiVersions,
    kustomize: c.kustomizeBuildOptions,
    cp: c.controlPlaneNamespace,
    // The Argo CD version picks the renderers (a pull request upgrading Argo CD renders its head with other tools).
    argocd: c.argocdVersion
  }
}
