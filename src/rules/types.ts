// The rule contract: one file per rule, pure checks over the planned base/head state.
import { keyString, type ResourceKey } from '../k8s/resource.js'
import type { AppPlan, AppSide, SideName } from '../plan/plan.js'
import type { GraphContext } from '../plan/graph-context.js'

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

export type { SideName }

/** Per-rule settings from the config file (`rules: {<id>: {...}}`), besides severity and enabled. */
export type RuleOptions = Record<string, unknown>

export type { GraphContext } from '../plan/graph-context.js'

export interface RuleContext {
  plans: AppPlan[]
  graph?: GraphContext
  /** The revision a state rule is checking (change rules always see 'head'). */
  revision: SideName
  options: RuleOptions
}

/** What unblocks a rule's blocking finding besides the generic advice (report/blockers.ts). */
export type Unblock = 'render' | 'immutable' | 'app-removal'

/** An ignore annotation on an object: the rules it names (`*` for all) and its reason. */
export interface IgnoreMark {
  rules: string[]
  reason: string | null
}

/** An app as a shard's JSON report lists it: what a rule run across shards reads (report/merge.ts). */
export interface ShardApp {
  name: string
  namespace: string
  create: ResourceKey[]
  prune: Array<ResourceKey & { outcome: string; file: string | null; line: number | null; ignore?: IgnoreMark }>
}

/** Why a blocking finding means its app will not sync, for the report's title ("won't sync: immutable spec.selector"). */
export interface WontSyncReason {
  reason: string
  field: string | null
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
  /** When it finds something, in one line of Markdown: the rule index (docs/rules/README.md) is generated from it. */
  when: string
  /** The default severity as the index states it, when one word does not say it ("by what is lost", "high / low"). */
  severityText?: string
  check(ctx: RuleContext): RawFinding[]
  /**
   * A deletion rule: `resource`, one finding per object a sync deletes (listed with the deletions); `app`, a removed
   * app's cascade. Deletions point into the base revision (where the deleted object was), are acknowledged with the
   * approve label and never silenced by an ignore annotation.
   */
  deletes?: 'resource' | 'app'
  /** false: an ignore annotation never silences it (deletion rules never are, whatever this says). */
  ignorable?: false
  /** What unblocks its blocking findings, where more than the finding's own fix is worth saying. */
  unblock?: Unblock
  /** Why a blocking finding of this rule means its app will not sync, or null when it does not say that. */
  wontSync?(f: Finding): WontSyncReason | null
  /**
   * Findings that only the merge of shards' reports can see (a resource one shard's app prunes and another's creates).
   * The merge applies the same policy to them as a run does (severity, rule switch, ignore annotations at base).
   */
  acrossShards?(apps: ShardApp[]): RawFinding[]
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
/**
 * The plans whose side at the rule's revision rendered, with that side: the loop a state rule runs over the apps
 * (a side that failed, was not rendered by the guard, or does not exist at that revision is skipped).
 */
export function* renderedSides(ctx: Pick<RuleContext, 'plans' | 'revision'>): Generator<{ plan: AppPlan; side: AppSide }> {
  for (const plan of ctx.plans) {
    const side = sideOf(plan, ctx.revision)
    if (side) yield { plan, side }
  }
}

export function sideOf(plan: AppPlan, revision: SideName): AppSide | undefined {
  const side = revision === 'head' ? plan.head : plan.base
  if (!side || side.error || side.notRendered || !side.render) return undefined
  return side
}
