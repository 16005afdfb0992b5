// The rule registry and the policy: which findings are introduced, suppressed, and blocking.
import { annotationsOf, keyLabel, keyString, type Manifest } from '../k8s/resource.js'
import type { AppPlan } from '../plan/plan.js'
import { allowEmpty } from './allow-empty.js'
import { autoPruneEnabled } from './auto-prune-enabled.js'
import { appRemovedCascade } from './app-removed-cascade.js'
import { appsetNoUpdate } from './appset-no-update.js'
import { emptyRender } from './empty-render.js'
import { immutableFieldChange } from './immutable-field-change.js'
import { massPrune } from './mass-prune.js'
import { manifestTooLarge } from './manifest-too-large.js'
import { sharedResource } from './shared-resource.js'
import { sourcePathChange } from './source-path-change.js'
import { waveOrder } from './wave-order.js'
import { helmLookup } from './helm-lookup.js'
import { hookOnLongLived } from './hook-on-long-lived.js'
import { hpaReplicasConflict } from './hpa-replicas-conflict.js'
import { nondeterministicRender } from './nondeterministic-render.js'
import { ownershipMove } from './ownership-move.js'
import { prune } from './prune.js'
import { pvcMissingPruneFalse } from './pvc-missing-prune-false.js'
import { nonStringValue } from './non-string-value.js'
import { apiVersionRemoved } from './api-version-removed.js'
import { projectDeniesResource } from './project-denies-resource.js'
import { renderError } from './render-error.js'
import { notAnalysed } from './not-analysed.js'
import { renderStopped } from './render-stopped.js'
import { liveUnavailable } from './live-unavailable.js'
import { docsUrl, severityRank, type Finding, type GraphContext, type RawFinding, type Rule, type RuleOptions, type Severity } from './types.js'

export const RULES: Rule[] = [
  renderError,
  manifestTooLarge,
  renderStopped,
  prune,
  appRemovedCascade,
  appsetNoUpdate,
  ownershipMove,
  emptyRender,
  massPrune,
  sourcePathChange,
  immutableFieldChange,
  nondeterministicRender,
  helmLookup,
  hookOnLongLived,
  waveOrder,
  nonStringValue,
  apiVersionRemoved,
  projectDeniesResource,
  pvcMissingPruneFalse,
  hpaReplicasConflict,
  allowEmpty,
  autoPruneEnabled,
  sharedResource,
  notAnalysed,
  liveUnavailable
]

export const IGNORE_ANNOTATION = 'prune-guard.io/ignore'
export const IGNORE_REASON_ANNOTATION = 'prune-guard.io/ignore-reason'

export interface RuleSetting {
  enabled?: boolean
  severity?: Severity
  options?: RuleOptions
}

export interface Policy {
  /** Findings at or above this severity block (default high). */
  failOn: Severity
  /** Per-rule overrides from the config file. */
  rules?: Record<string, RuleSetting>
}

export const DEFAULT_POLICY: Policy = { failOn: 'high' }

function sortKey(f: Finding): string {
  return [
    String(9 - severityRank(f.severity)),
    f.appNamespace ?? '',
    f.app ?? '',
    f.rule,
    f.resource ? keyString(f.resource) : '',
    f.file ?? '',
    String(f.line ?? 0).padStart(8, '0'),
    f.message
  ].join('\u0000')
}

function identity(rule: string, f: RawFinding): string {
  return [rule, f.appNamespace ?? '', f.app ?? '', f.resource ? keyString(f.resource) : '', f.fingerprint ?? ''].join('\u0000')
}

/** The object a finding is about at one revision (its render's resources, hooks or ignored objects). */
function objectAt(plans: AppPlan[], f: RawFinding, revision: 'base' | 'head'): Manifest | undefined {
  if (!f.resource) return undefined
  const ks = keyString(f.resource)
  const plan = plans.find((p) => {
    const d = (p.head ?? p.base)!.discovered.app
    return d.name === f.app && (d.namespace || null) === f.appNamespace
  })
  const r = (revision === 'head' ? plan?.head : plan?.base)?.render
  if (!r) return undefined
  const t = r.resources.get(ks) ?? r.hooks.find((h) => keyString(h.key) === ks) ?? r.ignored.find((h) => keyString(h.key) === ks)
  return t?.obj
}

/**
 * Rules an ignore annotation never silences: a deletion (prune, app-removed-cascade) or a failed render is introduced by
 * the change itself, and the annotation is content of the objects involved. They are acknowledged with the approve
 * label instead (report/approval.ts).
 */
export const NEVER_IGNORED: ReadonlySet<string> = new Set(['prune', 'app-removed-cascade', 'render-error'])

function ignores(obj: Manifest | undefined, rule: string): boolean {
  if (!obj) return false
  const list = (annotationsOf(obj)[IGNORE_ANNOTATION] ?? '').split(',').map((s) => s.trim())
  return list.includes(rule) || list.includes('*')
}

export interface IgnoreDecision {
  /** Why the finding does not block, or null. */
  suppressed: string | null
  /** A note for the message when an annotation is present but does not suppress. */
  note: string | null
}

/**
 * `prune-guard.io/ignore: <rule>[,<rule>]` (or `*`) suppresses those rules, as the resource is at the BASE revision
 * (already reviewed and merged): a pull request cannot silence its own findings. An annotation the change adds is
 * reported as requested; it takes effect once merged. Never for NEVER_IGNORED rules.
 */
export function ignoreDecision(plans: AppPlan[], rule: string, f: RawFinding): IgnoreDecision {
  const none = { suppressed: null, note: null }
  if (!f.resource) return none
  const base = objectAt(plans, f, 'base')
  const head = objectAt(plans, f, 'head')
  const label = keyLabel(f.resource)
  if (NEVER_IGNORED.has(rule)) {
    if (!ignores(base, rule) && !ignores(head, rule)) return none
    return {
      suppressed: null,
      note: `${IGNORE_ANNOTATION} on ${label} does not silence a ${rule} finding (deletions and failed renders are acknowledged with the approve label, not by an annotation).`
    }
  }
  if (ignores(base, rule)) {
    const reason = annotationsOf(base!)[IGNORE_REASON_ANNOTATION]
    return { suppressed: `${IGNORE_ANNOTATION} on ${label}${reason ? `: ${reason}` : ' (no reason given)'}`, note: null }
  }
  if (ignores(head, rule))
    return {
      suppressed: null,
      note: `${IGNORE_ANNOTATION}: ${annotationsOf(head!)[IGNORE_ANNOTATION]!.trim()} on ${label} is added by this change: requested, it takes effect after merge.`
    }
  return none
}

const EMPTY_GRAPH: GraphContext = { appSets: { base: new Map(), head: new Map() } }

export function runRules(plans: AppPlan[], policy: Policy = DEFAULT_POLICY, rules: Rule[] = RULES, graph: GraphContext = EMPTY_GRAPH): Finding[] {
  const out: Finding[] = []
  for (const rule of rules) {
    const setting = policy.rules?.[rule.id] ?? {}
    if (setting.enabled === false) continue
    const options = setting.options ?? {}
    const head = rule.check({ plans, graph, revision: 'head', options })
    const existing = new Set(rule.kind === 'state' ? rule.check({ plans, graph, revision: 'base', options }).map((f) => identity(rule.id, f)) : [])
    for (const raw of head) {
      const { fingerprint: _fp, ...rest } = raw
      void _fp
      const introduced = rule.kind === 'state' ? !existing.has(identity(rule.id, raw)) : (raw.introduced ?? true)
      const severity = setting.severity ?? raw.severity
      const { suppressed, note } = ignoreDecision(plans, rule.id, raw)
      out.push({
        rule: rule.id,
        ...rest,
        ...(note ? { message: `${rest.message} ${note}` } : {}),
        severity,
        introduced,
        suppressed,
        blocking: introduced && !suppressed && severityRank(severity) >= severityRank(policy.failOn),
        docs: docsUrl(rule.id)
      })
    }
  }
  // Sorted on keys built once per finding (not twice per comparison); a stable sort, as before.
  const keyed = out.map((f) => ({ f, k: sortKey(f) }))
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
  return keyed.map((e) => e.f)
}
