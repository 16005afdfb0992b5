// helm-lookup: a rendered chart template calls `lookup`. Argo CD renders with plain `helm template` and no cluster
// access, so lookup always returns an empty value (R5.2): the usual "reuse the existing secret" pattern silently
// takes its fallback branch (often a fresh random value) on every render.
import { ChartTemplates, LOOKUP } from '../render/helm/template-calls.js'
import { keyLabel } from '../k8s/resource.js'
import { appRef, sideOf, type RawFinding, type Rule } from './types.js'

export const helmLookup: Rule = {
  id: 'helm-lookup',
  severity: 'medium',
  title: 'A chart template calls lookup, which is always empty under Argo CD',
  when: 'a rendered template calls `lookup`, always empty under Argo CD',
  kind: 'state',
  check({ plans, revision }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const side = sideOf(p, revision)
      if (!side?.render || !side.templates || Object.keys(side.templates).length === 0) continue
      const templates = new ChartTemplates(side.templates)
      const seen = new Set<string>()
      for (const t of [...side.render.resources.values(), ...side.render.hooks]) {
        if (!t.file || seen.has(t.file)) continue
        seen.add(t.file)
        const uses = templates.reachable(t.file, [LOOKUP])
        if (uses.length === 0) continue
        const u = uses[0]!
        const via = u.file !== t.file ? ` through ${u.define ? `"${u.define}" (${u.file}:${u.line})` : `${u.file}:${u.line}`}` : ''
        out.push({
          ...appRef(p),
          severity: 'medium',
          resource: t.key,
          file: u.file,
          line: u.line,
          fingerprint: t.file,
          message:
            `${t.file} (rendering ${keyLabel(t.key)}) calls lookup${via}. Argo CD renders without cluster access, so lookup is ` +
            'always empty: the template takes its "not found" branch on every render, unlike helm install.',
          fix: 'Do not rely on lookup under Argo CD: supply the value through values (e.g. an existing Secret name), ' + 'or generate it outside the chart.'
        })
      }
    }
    return out
  }
}
