// Caps on findings per rule, so that one pathological change (40,000 deletions, a resource shared by 200 apps) gives
// a report every surface can render: at most PER_APP findings per rule and app and PER_RULE per rule are listed; the
// rest are counted in one finding per rule, app and verdict-relevant state (severity, blocking, introduced,
// suppressed), which keeps their severity and blocking, so the verdict never changes. The count finding carries the
// digest of the identities it stands for (`unlisted`): an approval binds to every deletion, listed or not (issue 44). Pure.
import { createHash } from 'node:crypto'
import { keyLabel } from '../k8s/resource.js'
import { findingIdentity, type Finding } from './types.js'

export const FINDINGS_PER_RULE_AND_APP = 50
export const FINDINGS_PER_RULE = 500
const NAMED = 5

export interface FindingCaps {
  perRuleAndApp: number
  perRule: number
}

/** `findings` in report order (most severe first); returns the listed ones plus one count finding per group of the rest. */
export function capFindings(findings: Finding[], caps: FindingCaps = { perRuleAndApp: FINDINGS_PER_RULE_AND_APP, perRule: FINDINGS_PER_RULE }): Finding[] {
  const perRule = new Map<string, number>()
  const perApp = new Map<string, number>()
  const rest = new Map<string, Finding[]>()
  const out: Finding[] = []
  for (const f of findings) {
    const app = `${f.rule}\u0000${f.appNamespace ?? ''}\u0000${f.app ?? ''}`
    const r = perRule.get(f.rule) ?? 0
    const a = perApp.get(app) ?? 0
    if (r < caps.perRule && a < caps.perRuleAndApp) {
      perRule.set(f.rule, r + 1)
      perApp.set(app, a + 1)
      out.push(f)
      continue
    }
    const k = `${app}\u0000${f.severity}\u0000${f.blocking}\u0000${f.introduced}\u0000${f.suppressed !== null}`
    const group = rest.get(k)
    if (group) group.push(f)
    else rest.set(k, [f])
  }
  for (const group of rest.values()) out.push(countFinding(group, caps))
  return out
}

function countFinding(group: Finding[], caps: FindingCaps): Finding {
  const first = group[0]!
  const named = group
    .slice(0, NAMED)
    .map((f) => (f.resource ? keyLabel(f.resource) : f.file))
    .filter((x): x is string => !!x)
  const where = first.app ? ` for Application ${first.app}` : ''
  const state = `${first.severity}${first.blocking ? ', blocking' : ''}${first.introduced ? '' : ', already at base'}`
  const ids = [...new Set(group.map(findingIdentity))].sort()
  return {
    ...first,
    unlisted: { count: group.length, digest: createHash('sha256').update(ids.join('\n')).digest('hex') },
    resource: null,
    line: null,
    message:
      `${group.length} more ${first.rule} finding${group.length === 1 ? '' : 's'}${where} (${state}) are not listed: a report lists at most ` +
      `${caps.perRuleAndApp} per rule and app and ${caps.perRule} per rule.` +
      (named.length ? ` They include ${named.join(', ')}${group.length > named.length ? ', …' : ''}.` : ''),
    suppressed:
      first.suppressed === null ? null : group.every((f) => f.suppressed === first.suppressed) ? first.suppressed : `${group.length} suppressed findings`
  }
}
