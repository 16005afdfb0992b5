// Presentation settings of the action's outcome (issue 11 extras): the Argo CD UI link per app (`argocdUrl`) and the
// optional pull-request labels for the outcome (`labels`). Validated here; config.ts merges them.
import { isRecord } from '../lib/record.js'
import { ConfigError } from '../lib/errors.js'

type Fail = (key: string, got: unknown, expected: string) => never

/** `labels:` in .prune-guard.yaml: which outcome labels the action keeps on the pull request. */
export interface OutcomeLabels {
  enabled: boolean
  /** The change deletes resources (what the headline counts as deleted). */
  deletes: string | false
  /** No Application changed. */
  noChanges: string | false
  /** A finding blocks merge. */
  blocked: string | false
}

export const DEFAULT_LABELS: OutcomeLabels = {
  enabled: false,
  deletes: 'prune-guard/deletes',
  noChanges: 'prune-guard/no-changes',
  blocked: 'prune-guard/blocked'
}

/** `argocdUrl`: an https URL of the Argo CD UI, without credentials, query or fragment; stored without a trailing slash. */
export function parseArgocdUrl(v: unknown, fail: Fail): string {
  const expected = 'the https URL of the Argo CD UI, such as "https://argocd.example.com"'
  if (typeof v !== 'string') fail('argocdUrl', v, expected)
  let u: URL
  try {
    u = new URL(v)
  } catch {
    return fail('argocdUrl', v, expected)
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.search || u.hash) fail('argocdUrl', v, `${expected} (https, no user, query or #fragment)`)
  return `${u.origin}${u.pathname}`.replace(/\/+$/, '')
}

/** `labels: true`, or `{enabled, deletes, noChanges, blocked}` (a label name of at most 50 characters, or false). */
export function parseLabels(v: unknown, base: OutcomeLabels, fail: Fail, where: string): OutcomeLabels {
  if (typeof v === 'boolean') return { ...base, enabled: v }
  if (!isRecord(v)) fail('labels', v, 'true/false or a mapping {enabled, deletes, noChanges, blocked}')
  const out = { ...base }
  for (const [k, x] of Object.entries(v)) {
    if (k === 'enabled') {
      if (typeof x !== 'boolean') fail('labels.enabled', x, 'true or false')
      out.enabled = x
    } else if (k === 'deletes' || k === 'noChanges' || k === 'blocked') {
      if (x !== false && (typeof x !== 'string' || x.trim() === '' || x.length > 50 || x.includes(','))) {
        fail(`labels.${k}`, x, 'a label name of 1 to 50 characters without a comma, or false to leave that label alone')
      }
      out[k] = x as string | false
    } else throw new ConfigError(`${where}: unknown setting 'labels.${k}'. Known settings under 'labels': enabled, deletes, noChanges, blocked.`)
  }
  return out
}
