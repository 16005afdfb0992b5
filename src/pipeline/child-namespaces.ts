// The namespace rule (R2.2.7, argocd/app-namespaces.ts) for the child Applications parents render (pipeline/graph.ts):
// decided per revision from the apps found in its files and the config, as revision-side.ts decides it for them; a
// child left out is noted once, at head (what merging leads to).
import type { SideName } from '../plan/plan.js'
import { namespaceRule, notReconciledNote } from '../argocd/app-namespaces.js'
import type { DiscoveredApp, DiscoveryProblem } from '../argocd/discover.js'
import type { Config } from '../config/config.js'
import type { GraphSide } from './graph.js'

export function childNamespaceRule(
  sides: Array<GraphSide & { name: SideName }>,
  config: Pick<Config, 'controlPlaneNamespace' | 'applicationNamespaces'>,
  notes: DiscoveryProblem[]
): ((child: DiscoveredApp, side: GraphSide) => boolean) | undefined {
  const cp = config.controlPlaneNamespace
  const rules = new Map(sides.map((s) => [s as GraphSide, namespaceRule([...s.apps.values()], cp, config.applicationNamespaces)]))
  if (![...rules.values()].some((r) => r !== undefined)) return undefined
  const noted = new Set<string>()
  return (child, side) => {
    const rule = rules.get(side)
    const namespace = child.app.namespace || cp
    if (!rule || rule(namespace)) return true
    if (sides.find((s) => s === side)?.name === 'head' && !noted.has(child.id)) {
      noted.add(child.id)
      notes.push({ file: child.file, line: child.line, message: notReconciledNote(child.id, namespace, cp), note: true })
    }
    return false
  }
}
