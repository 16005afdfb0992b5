// Shared by the wave-order checks: a task's group/kind, where it runs (phase/wave), and a finding reported at a task.
import type { ResourceKey } from '../k8s/resource.js'
import { positionLabel, type SyncTask } from '../plan/waves.js'
import type { RawFinding, Severity } from './types.js'

export const gk = (k: ResourceKey): string => `${k.group}/${k.kind}`
export const where = (t: SyncTask): string => (t.hook ? `${t.phase} hook, wave ${t.wave}` : positionLabel(t))

export type Out = Omit<RawFinding, 'app' | 'appNamespace'>

export function finding(t: SyncTask, severity: Severity, fingerprint: string, message: string, fix: string): Out {
  return { resource: t.target.key, file: t.target.file ?? null, line: t.target.line ?? null, severity, fingerprint, message, fix }
}
