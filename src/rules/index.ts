// The rule registry and the policy that decides what blocks.
import { keyString } from '../argocd/resource.js'
import { prune } from './prune.js'
import { renderError } from './render-error.js'
import { docsUrl, severityRank, type Finding, type Rule, type RuleContext, type Severity } from './types.js'

export const RULES: Rule[] = [renderError, prune]

export interface Policy {
  /** Findings at or above this severity block (default high). */
  failOn: Severity
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
    String(f.line ?? 0).padStart(8, '0')
  ].join('\u0000')
}

export function runRules(ctx: RuleContext, policy: Policy = DEFAULT_POLICY, rules: Rule[] = RULES): Finding[] {
  const out: Finding[] = []
  for (const rule of rules) {
    for (const raw of rule.check(ctx)) {
      const introduced = raw.introduced ?? true
      out.push({
        rule: rule.id,
        ...raw,
        introduced,
        blocking: introduced && severityRank(raw.severity) >= severityRank(policy.failOn),
        docs: docsUrl(rule.id)
      })
    }
  }
  return out.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0))
}
