// Whether an app's inputs, and the inputs of its sources alone, changed between base and head (plan/outcome.ts reads
// both), from the fingerprints of its two versions. Unknown (undefined) where a version is not what the cluster has or
// will have: its version at base is unknown (unknown-at-base.ts), or its file does not parse at head
// (unreadable-at-head.ts).
import type { DiscoveredApp } from '../argocd/discover.js'
import { sourcesDiffer, type Fingerprint } from '../render/inputs.js'
import type { GraphSide } from './graph.js'
import type { EvaluationInput } from './evaluate.js'

export function changeProbes(
  base: GraphSide,
  head: GraphSide,
  fingerprint: (d: DiscoveredApp, s: GraphSide) => Fingerprint,
  sameRevision: boolean
): Pick<EvaluationInput, 'inputsChanged' | 'sourcesChanged'> {
  const known = (id: string): [DiscoveredApp | undefined, DiscoveredApp | undefined] => {
    const [b, h] = [base.apps.get(id), head.apps.get(id)]
    return [b?.versionUnknown ? undefined : b, h?.unreadable !== undefined ? undefined : h]
  }
  return {
    inputsChanged: (id) => {
      if (sameRevision) return false
      const [b, h] = known(id)
      const [fb, fh] = [b && fingerprint(b, base).app, h && fingerprint(h, head).app]
      return fb !== undefined && fh !== undefined ? fb !== fh : undefined
    },
    sourcesChanged: (id) => {
      const [b, h] = known(id)
      return b && h ? sourcesDiffer(fingerprint(b, base), fingerprint(h, head)) : undefined
    }
  }
}
