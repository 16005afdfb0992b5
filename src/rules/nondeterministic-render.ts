// nondeterministic-render: the same inputs rendered twice, in separate processes, give different output (R5.1).
// Argo CD caches manifests per commit, so every new commit re-renders: the app is permanently OutOfSync on those
// fields and every (auto-)sync applies a new value: rotated passwords, new CAs, restarted pods.
import { ChartTemplates, RANDOM_FUNCTIONS } from '../render/helm/template-calls.js'
import { keyLabel } from '../k8s/resource.js'
import type { Target } from '../plan/normalize.js'
import { appRef, sideOf, type RawFinding, type Rule } from './types.js'
import { listSome } from '../lib/text.js'

/** Hook Jobs and Pods are recreated on every sync anyway; random names or values in them change nothing. */
function runsOnce(t: Target): boolean {
  return t.hook.kind === 'hook' && ((t.key.group === 'batch' && t.key.kind === 'Job') || (t.key.group === '' && t.key.kind === 'Pod'))
}

export const nondeterministicRender: Rule = {
  id: 'nondeterministic-render',
  severity: 'high',
  title: 'The render differs on every run',
  when: 'two renders of the same input differ (random values, generated certificates)',
  kind: 'state',
  check({ plans, revision }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const side = sideOf(p, revision)
      if (!side?.render) continue
      const templates = new ChartTemplates(side.templates ?? {})
      const targets: Target[] = [...side.render.resources.values(), ...side.render.hooks]
      for (const t of targets) {
        if (!t.unstable?.length) continue
        if (runsOnce(t)) continue
        const isHook = t.hook.kind === 'hook'
        const uses = t.file ? templates.reachable(t.file, RANDOM_FUNCTIONS) : []
        const fns = [...new Set(uses.map((u) => u.fn))]
        const first = uses[0]
        const paths = t.unstable.map((c) => c.path)
        const shown = listSome(paths, 5)
        const cause = fns.length
          ? ` The template calls ${fns.join(', ')}${first && first.file !== t.file ? ` (in ${first.define ? `"${first.define}" at ` : ''}${first.file}:${first.line})` : ''}.`
          : ''
        const consequence = isHook
          ? 'It is a hook, so Argo CD recreates it with a new value on every sync.'
          : 'Argo CD re-renders on every new commit, so the app is permanently OutOfSync on these fields and every sync applies a new value (rotated secrets, restarted pods).'
        out.push({
          ...appRef(p),
          severity: 'high',
          resource: t.key,
          file: first?.file ?? t.file ?? side.discovered.file,
          line: first?.line ?? t.line ?? null,
          fingerprint: paths.join(','),
          message: `${keyLabel(t.key)} renders differently each time at ${shown} (values masked).${cause} ${consequence}`,
          fix:
            'Pin the value: pass it through Helm values or parameters (for generated secrets, create the Secret outside the chart, ' +
            'e.g. with an external secret operator, and point the chart at it via existingSecret); for certificates use cert-manager.'
        })
      }
    }
    return out
  }
}
