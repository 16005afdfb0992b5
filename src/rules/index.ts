// The rule registry and the policy: which findings are introduced, suppressed, and blocking.
import { annotationsOf, keyLabel, keyString, type Manifest } from '../argocd/resource.js'
import { RULE_IDS } from '../config.js'
import type { AppPlan } from '../plan/plan.js'
import { allowEmpty } from './allow-empty.js'
import { appRemovedCascade } from './app-removed-cascade.js'
import { emptyRender } from './empty-render.js'
import { immutableFieldChange } from './immutable-field-change.js'
import { massPrune } from './mass-prune.js'
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
import { renderError } from './render-error.js'
import { renderStopped } from './render-stopped.js'
import {
  docsUrl,
  severityRank,
  type Finding,
  type GraphContext,
  type RawFinding,
  type Rule,
  type RuleOptions,
  type Severity
} from './types.js'

export const RULES: Rule[] = [
  renderError,
  renderStopped,
  prune,
  appRemovedCascade,
  ownershipMove,
  emptyRender,
  massPrune,
  sourcePathChange,
  immutableFieldChange,
  nondeterministicRender,
  helmLookup,
  hookOnLongLived,
  waveOrder,
  pvcMissingPruneFalse,
  hpaReplicasConflict,
  allowEmpty,
  sharedResource
]
for (const r of RULES) RULE_IDS.add(r.id)

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

/** The object a finding is about, at head first (what the PR asks for), else at base. */
function objectOf(plans: AppPlan[], f: RawFinding): Manifest | undefined {
  if (!f.resource) return undefined
  const ks = keyString(f.resource)
  const plan = plans.find((p) => {
    const d = (p.head ?? p.base)!.discovered.app
    return d.name === f.app && (d.namespace || null) === f.appNamespace
  })
  for (const side of [plan?.head, plan?.base]) {
    const r = side?.render
    if (!r) continue
    const t = r.resources.get(ks) ?? r.hooks.find((h) => keyString(h.key) === ks) ?? r.ignored.find((h) => keyString(h.key) === ks)
    if (t) return t.obj
  }
  return undefined
}

/** `prune-guard.io/ignore: <rule>[,<rule>]` (or `*`) on the resource suppresses those rules, with the reason shown. */
function suppression(obj: Manifest | undefined, rule: string, f: RawFinding): string | null {
  if (!obj || !f.resource) return null
  const ann = annotationsOf(obj)
  const list = (ann[IGNORE_ANNOTATION] ?? '').split(',').map((s) => s.trim())
  if (!list.includes(rule) && !list.includes('*')) return null
  const reason = ann[IGNORE_REASON_ANNOTATION]
  return `${IGNORE_ANNOTATION} on ${keyLabel(f.resource)}${reason ? `: ${reason}` : ' (no reason given)'}`
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
      const suppressed = suppression(objectOf(plans, raw), rule.id, raw)
      out.push({
        rule: rule.id,
        ...rest,
        severity,
        introduced,
        suppressed,
        blocking: introduced && !suppressed && severityRank(severity) >= severityRank(policy.failOn),
        docs: docsUrl(rule.id)
      })
    }
  }
  return out.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0))
}
