// The policy: which findings are introduced, suppressed (ignore annotations at base) and blocking; the same for a run
// and for the findings a merge of shards' reports finds (acrossShards rules).
import { annotationsOf, keyLabel, keyString, type Manifest } from '../k8s/resource.js'
import type { AppPlan, SideName } from '../plan/plan.js'
import { RULES } from './registry.js'
import {
  docsUrl,
  severityRank,
  type Finding,
  type GraphContext,
  type IgnoreMark,
  type RawFinding,
  type Rule,
  type RuleOptions,
  type Severity,
  type ShardApp
} from './types.js'

const IGNORE_ANNOTATION = 'prune-guard.io/ignore'
const IGNORE_REASON_ANNOTATION = 'prune-guard.io/ignore-reason'

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

const DEFAULT_POLICY: Policy = { failOn: 'high' }

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
function objectAt(plans: AppPlan[], f: RawFinding, revision: SideName): Manifest | undefined {
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
 * label instead (report/approval.ts). Declared by each rule (`deletes`, `ignorable: false`).
 */
export const NEVER_IGNORED: ReadonlySet<string> = new Set(RULES.filter((r) => r.deletes !== undefined || r.ignorable === false).map((r) => r.id))

/** The object's `prune-guard.io/ignore` annotation, or undefined when it has none. */
export function ignoreMarkOf(obj: Manifest | undefined): IgnoreMark | undefined {
  const a = obj ? annotationsOf(obj) : {}
  const value = a[IGNORE_ANNOTATION]
  if (value === undefined) return undefined
  return { rules: value.split(',').map((s) => s.trim()), reason: a[IGNORE_REASON_ANNOTATION] || null }
}

const names = (m: IgnoreMark | undefined, rule: string): boolean => m !== undefined && (m.rules.includes(rule) || m.rules.includes('*'))

interface IgnoreDecision {
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
function decide(rule: string, label: string, base: IgnoreMark | undefined, head: IgnoreMark | undefined, headText = ''): IgnoreDecision {
  const none = { suppressed: null, note: null }
  if (NEVER_IGNORED.has(rule)) {
    if (!names(base, rule) && !names(head, rule)) return none
    return {
      suppressed: null,
      note: `${IGNORE_ANNOTATION} on ${label} does not silence a ${rule} finding (deletions and failed renders are acknowledged with the approve label, not by an annotation).`
    }
  }
  if (names(base, rule)) return { suppressed: `${IGNORE_ANNOTATION} on ${label}${base!.reason ? `: ${base!.reason}` : ' (no reason given)'}`, note: null }
  if (names(head, rule))
    return { suppressed: null, note: `${IGNORE_ANNOTATION}: ${headText} on ${label} is added by this change: requested, it takes effect after merge.` }
  return none
}

/** The ignore decision for a finding of a run, from the objects it is about at base and head. */
function ignoreDecision(plans: AppPlan[], rule: string, f: RawFinding): IgnoreDecision {
  if (!f.resource) return { suppressed: null, note: null }
  const head = objectAt(plans, f, 'head')
  const headText = head ? (annotationsOf(head)[IGNORE_ANNOTATION] ?? '').trim() : ''
  return decide(rule, keyLabel(f.resource), ignoreMarkOf(objectAt(plans, f, 'base')), ignoreMarkOf(head), headText)
}

/** A rule's raw finding with the policy applied: severity setting, suppression, blocking, docs. */
function finalize(rule: Rule, raw: RawFinding, setting: RuleSetting, failOn: Severity, introduced: boolean, decision: IgnoreDecision): Finding {
  const { fingerprint: _fp, ...rest } = raw
  void _fp
  const severity = setting.severity ?? raw.severity
  const { suppressed, note } = decision
  return {
    rule: rule.id,
    ...rest,
    ...(note ? { message: `${rest.message} ${note}` } : {}),
    severity,
    introduced,
    suppressed,
    blocking: introduced && !suppressed && severityRank(severity) >= severityRank(failOn),
    docs: docsUrl(rule.id)
  }
}

/** The switch and severity of each rule a merge of shards runs, as a shard's report records them. */
export function rulesAcrossShards(policy: Policy): Record<string, { enabled: boolean; severity: Severity }> {
  const out: Record<string, { enabled: boolean; severity: Severity }> = {}
  for (const r of RULES.filter((x) => x.acrossShards)) {
    const s = policy.rules?.[r.id] ?? {}
    out[r.id] = { enabled: s.enabled !== false, severity: s.severity ?? r.severity }
  }
  return out
}

/**
 * The findings only a merge of shards' reports can see, with the policy the shards ran with (`recorded`, from their
 * reports; a rule absent from it runs as by default). Each object's ignore annotation at base comes with the app's
 * prune list; an annotation added at head is not in the reports and is not noted.
 */
export function runAcrossShards(apps: ShardApp[], failOn: Severity, recorded: Record<string, { enabled: boolean; severity: Severity }> = {}): Finding[] {
  const out: Finding[] = []
  for (const rule of RULES) {
    if (!rule.acrossShards || recorded[rule.id]?.enabled === false) continue
    const setting = recorded[rule.id] ? { severity: recorded[rule.id]!.severity } : {}
    for (const raw of rule.acrossShards(apps)) {
      const app = apps.find((a) => a.name === raw.app && (a.namespace || null) === raw.appNamespace)
      const pruned = raw.resource ? app?.prune.find((p) => keyString(p) === keyString(raw.resource!)) : undefined
      const decision = raw.resource ? decide(rule.id, keyLabel(raw.resource), pruned?.ignore, undefined) : { suppressed: null, note: null }
      out.push(finalize(rule, raw, setting, failOn, raw.introduced ?? true, decision))
    }
  }
  return out
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
      const introduced = rule.kind === 'state' ? !existing.has(identity(rule.id, raw)) : (raw.introduced ?? true)
      out.push(finalize(rule, raw, setting, policy.failOn, introduced, ignoreDecision(plans, rule.id, raw)))
    }
  }
  // Sorted on keys built once per finding (not twice per comparison); a stable sort, as before.
  const keyed = out.map((f) => ({ f, k: sortKey(f) }))
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
  return keyed.map((e) => e.f)
}
