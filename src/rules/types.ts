// The rule contract: one file per rule, pure checks over the planned base/head state.
import type { ResourceKey } from '../argocd/resource.js'
import type { AppPlan } from '../plan/plan.js'

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
  /** Not present for the same app/rule/resource at base. */
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
}

export type RawFinding = Omit<Finding, 'blocking' | 'docs' | 'rule' | 'introduced'> & { introduced?: boolean }

export interface RuleContext {
  plans: AppPlan[]
}

export interface Rule {
  id: string
  /** Default severity (a rule may pick a different one per finding, e.g. prune by kind). */
  severity: Severity
  title: string
  check(ctx: RuleContext): RawFinding[]
}

export const DOCS_BASE = 'https://github.com/argocd-prune-guard/argocd-prune-guard/blob/main/docs/rules'

export function docsUrl(rule: string): string {
  return `${DOCS_BASE}/${rule}.md`
}

/** The app fields every finding about an app carries. */
export function appRef(plan: AppPlan): Pick<RawFinding, 'app' | 'appNamespace'> {
  const d = (plan.head ?? plan.base)!.discovered
  return { app: d.app.name, appNamespace: d.app.namespace || null }
}
