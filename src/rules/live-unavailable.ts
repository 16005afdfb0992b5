// live-unavailable: live mode was asked for (issue 13) and the cluster's Application status could not be read
// (unreachable, 401/403, timeout, TLS error, a response that is not Argo CD's). The run falls back to the offline
// answer: the base render stands in for what is live (R3.9). This finding makes that visible in every format, so the
// report never reads as a complete live check. The message is the reader's (it names the endpoint, never a credential).
import { sentence } from '../lib/text.js'
import { LIVE_FAILURE_WORDS } from '../argocd/live.js'
import type { Rule } from './types.js'

export const liveUnavailable: Rule = {
  id: 'live-unavailable',
  severity: 'medium',
  title: 'Live facts could not be read; the report is the offline answer',
  when: 'live mode was on but the cluster could not be read: the report is the offline answer',
  kind: 'change',
  check({ graph }) {
    const f = graph?.liveFailure
    if (!f) return []
    return [
      {
        app: null,
        appNamespace: null,
        resource: null,
        severity: 'medium',
        introduced: true,
        file: null,
        line: null,
        message:
          `Live mode could not read the cluster (${LIVE_FAILURE_WORDS[f.kind] ?? 'unknown failure'}): ${sentence(f.message)} This report is the offline answer: ` +
          'the base render stands in for what is live, so resources Argo CD tracks that no render produces, apps already ' +
          'OutOfSync and apps synced to another revision are not known.',
        fix: 'Fix the live-mode connection or credentials (see the message) and re-run; or turn live mode off to rely on the offline answer knowingly.'
      }
    ]
  }
}
