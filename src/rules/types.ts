// The rule contract: one file per rule, pure checks over the planned base/head state.
import type { AppProjectDef } from '../argocd/app-projects.js'
import type { ReviewedRefs } from '../argocd/revision.js'
import { keyString, type Manifest, type ResourceKey } from '../k8s/resource.js'
import type { AppSetState } from '../argocd/appset/state.js'
import type { AppPlan, AppSide } from '../plan/plan.js'
import type { LiveFailure } from '../argocd/live.js'

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

export function severityRank(s: Severity): number {
  return SEVERITIES.length - SEVERITIES.indexOf(s)
}

export interface Finding {
  rule: string
  severity: Severity
  /** Set by the policy: the finding fails the check. */
  blocking: boolean
  /** Not present for the same app/rule/resource at base. Only introduced findings block. */
  introduced: boolean
  app: string | null
  appNamespace: string | null
  resource: ResourceKey | null
  /** Repo-relative file a reviewer should edit, or null. */
  file: string | null
  line: number | null
  message: string
  fix: string
  /** Link to the rule's documentation page. */
  docs: string
  /** Why the finding does not block although it would: a `prune-guard.io/ignore` annotation, or an approval. */
  suppressed: string | null
  /**
   * Set when the approve label acknowledges this finding although its rule is not a deletion rule: a change whose
   * consequence the guard could not measure (a base that does not render, a source moved to another revision), which
   * only a reviewer who looked can accept. Deletions (prune, app-removed-cascade) are approvable without it.
   */
  approvable?: true
  /**
   * Present on a count finding (rules/cap.ts): the findings it stands for, which the report does not list. `digest` is
   * the sha256 of their identities (findingIdentity), so that an approval covers every one of them (report/approval.ts).
   */
  unlisted?: { count: number; digest: string }
}

/** A finding's identity: rule, app and resource (never the wording of its message). */
export function findingIdentity(f: Pick<Finding, 'rule' | 'appNamespace' | 'app' | 'resource'>): string {
  return [f.rule, f.appNamespace ?? '', f.app ?? '', f.resource ? keyString(f.resource) : ''].join('\u0000')
}

/** What a rule returns; the framework adds rule id, docs, introduced (for state rules), blocking and suppression. */
export type RawFinding = Omit<Finding, 'blocking' | 'docs' | 'rule' | 'introduced' | 'suppressed'> & {
  introduced?: boolean
  /** Extra identity for matching base and head findings beyond app/rule/resource (e.g. the dependency name). */
  fingerprint?: string
}

export type Revision = 'base' | 'head'

/** Per-rule settings from the config file (`rules: {<id>: {...}}`), besides severity and enabled. */
export type RuleOptions = Record<string, unknown>

/** What rules may know about the whole app graph besides the plans. */
export interface GraphContext {
  /** ApplicationSets by id at each revision, with their expansion (R6). */
  appSets: { base: Map<string, AppSetState>; head: Map<string, AppSetState> }
  /** YAML/JSON files over the manifest size cap that may hold Applications (never read), per revision. */
  oversizedManifests?: { limit: number; base: Array<{ path: string; size: number }>; head: Array<{ path: string; size: number }> }
  /**
   * StorageClass documents in plain repository files at each revision (wave-order reads their volumeBindingMode when the
   * app that deploys them is not rendered because its inputs did not change).
   */
  storageClasses?: { base: Manifest[]; head: Manifest[] }
  /** AppProjects committed in plain repository files at each revision (project-denies-resource). */
  appProjects?: { base: AppProjectDef[]; head: AppProjectDef[] }
  /** Live mode was asked for and its facts could not be read (live-unavailable). */
  liveFailure?: LiveFailure
  /** Files the change touches that no known app reads (pipeline/child-apps.ts unreadChanges), computed when asked. */
  unreadChanges?: () => string[]
  /** The branch under review (when known) and the clone's refs: a source on that branch follows the review. */
  reviewed?: ReviewedRefs
  /** The destination cluster's Kubernetes version (config kubeVersion), when known. */
  kubeVersion?: string
}

export interface RuleContext {
  plans: AppPlan[]
  graph?: GraphContext
  /** The revision a state rule is checking (change rules always see 'head'). */
  revision: Revision
  options: RuleOptions
}

export interface Rule {
  id: string
  /** Default severity (a rule may pick a different one per finding, e.g. prune by kind). */
  severity: Severity
  title: string
  /**
   * `change`: compares base with head (prune, render errors, path changes): introduced by definition unless the rule
   * says otherwise. `state`: inspects one revision (`ctx.revision`); the framework also runs it on base and marks
   * findings that already existed there as `existing`.
   */
  kind: 'change' | 'state'
  check(ctx: RuleContext): RawFinding[]
}

export const DOCS_BASE = 'https://github.com/argocd-prune-guard/argocd-prune-guard/blob/main/docs/rules'

export function docsUrl(rule: string): string {
  return `${DOCS_BASE}/${rule}.md`
}

/** The app fields every finding about an app carries. */
export function appRef(plan: AppPlan): Pick<RawFinding, 'app' | 'appNamespace'> {
  const d = (plan.head ?? plan.base)!.discovered
  return { app: d.label ?? d.app.name, appNamespace: d.app.namespace || null }
}

/** The side a state rule checks: a rendered revision of the app, or undefined when there is nothing to check. */
export function sideOf(plan: AppPlan, revision: Revision): AppSide | undefined {
  const side = revision === 'head' ? plan.head : plan.base
  if (!side || side.error || side.notRendered || !side.render) return undefined
  return side
}
