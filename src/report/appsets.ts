// Every ApplicationSet in the report: what it generates offline or, for generators that cannot run offline (cluster,
// SCM provider, pull request, plugin, duck-type), outcome unknown with the `appSetParams` entry that supplies them.
import { isRecord } from '../lib/record.js'
import { appSetModified, type AppSetState } from '../argocd/appset/state.js'
import { instanceId } from '../argocd/same-name.js'
import { isChangedSet, type ReportApp, type ReportAppSet } from './model.js'
import { byReason, GROUP_MIN } from './groups.js'

/** `generators[1]: cluster generator cannot be evaluated offline (appSetParams key "1.0")` → its parts. */
const ENTRY = /^(generators\[\d+\]):\s*([\s\S]*?)(?:\s*\((?:appSetParams|externalParams) key "([^"]+)"\))?$/

function unknownEntry(setName: string, entry: string): ReportAppSet['unknown'][number] {
  const m = ENTRY.exec(entry)
  const generator = m?.[1] ?? 'generators'
  const reason = (m?.[2] ?? entry).trim()
  const key = m?.[3]
  return {
    generator,
    reason,
    appSetParams: key ? `appSetParams: {${JSON.stringify(setName)}: {${JSON.stringify(key)}: [{...parameters...}]}}` : null
  }
}

function nameOf(state: AppSetState): string {
  const meta = isRecord(state.set.manifest.metadata) ? state.set.manifest.metadata : {}
  return typeof meta.name === 'string' ? meta.name : state.set.id.split('/').slice(1).join('/')
}

function entry(state: AppSetState, change: ReportAppSet['change']): ReportAppSet {
  const name = nameOf(state)
  const x = state.expansion
  const unknown = x.unexpandable.map((u) => unknownEntry(name, u))
  const apps = x.apps
    .map((m) => (isRecord(m.metadata) ? m.metadata : {}))
    .map((meta) => `${typeof meta.namespace === 'string' && meta.namespace ? meta.namespace : (state.set.id.split('/')[0] ?? '')}/${String(meta.name ?? '')}`)
    // A same-named ApplicationSet's apps carry its file, as their ids do (argocd/same-name.ts).
    .map((id) => (state.set.instance === undefined ? id : instanceId(id, state.set.instance)))
  return {
    name,
    namespace: state.set.id.split('/')[0] ?? '',
    file: state.set.file,
    line: state.set.line,
    change,
    outcome: x.error ? 'render-error' : unknown.length ? 'unknown' : 'analysed',
    apps: [...new Set(apps)].sort(),
    error: x.error ?? null,
    unknown
  }
}

/** How the comment and the terminal report name a change (`present` is not named). */
export const CHANGE_WORD: Record<ReportAppSet['change'], string> = {
  added: 'added',
  removed: 'removed',
  modified: 'modified',
  present: '',
  unknown: 'version at base unknown'
}

/** The ApplicationSets of both revisions, by id: head's state, or base's for removed ones. */
export function reportAppSets(base: Map<string, AppSetState>, head: Map<string, AppSetState>): ReportAppSet[] {
  const ids = [...new Set([...base.keys(), ...head.keys()])].sort()
  return ids.map((id) => {
    const h = head.get(id)
    const b = base.get(id)
    if (h && b && h.baseUnknown !== undefined) return { ...entry(h, 'unknown'), baseUnknown: h.baseUnknown }
    if (h) return entry(h, b ? (appSetModified(b, h) ? 'modified' : 'present') : 'added')
    return entry(base.get(id)!, 'removed')
  })
}

/** The `appSetParams` entries that would supply the generators of `sets` that cannot run offline, in order. */
export function paramHints(sets: ReportAppSet[]): string[] {
  return sets.flatMap((s) => s.unknown.map((u) => u.appSetParams).filter((h): h is string => !!h))
}

/** Why an untouched set could not be expanded (its error, or its generators' reasons); undefined when it was. */
function untouchedReason(s: ReportAppSet): string | undefined {
  if (isChangedSet(s) || s.outcome === 'analysed') return undefined
  return s.error ? `error: ${s.error}` : s.unknown.map((u) => `${u.generator}: ${u.reason}`).join('; ')
}

/**
 * The sets this change does not touch that could not be expanded for one and the same reason, when at least GROUP_MIN
 * share it (a repository of 250 sets with a plugin generator: one entry, not 250 alike), in the order of their first
 * set; and every set in a group.
 */
export function untouchedGroups(sets: ReportAppSet[]): { groups: ReportAppSet[][]; grouped: Set<ReportAppSet> } {
  const groups = [...byReason(sets, untouchedReason).values()].filter((list) => list.length >= GROUP_MIN)
  return { groups, grouped: new Set(groups.flat()) }
}

/**
 * Of `apps`, those each set generated, by their id in the set's `apps`. An app names its set by id (`namespace/name`,
 * with the set's file when several sets share the name, argocd/same-name.ts) and is listed in the set under its own
 * id, which then carries the set's file too.
 */
export function appsBySet(apps: ReportApp[], sets: ReportAppSet[]): Map<ReportAppSet, Map<string, ReportApp>> {
  const bySet = new Map<string, ReportApp[]>()
  for (const a of apps) {
    if (a.appSet === null) continue
    const list = bySet.get(a.appSet)
    if (list) list.push(a)
    else bySet.set(a.appSet, [a])
  }
  const out = new Map<ReportAppSet, Map<string, ReportApp>>()
  for (const s of sets) {
    const listed = new Set(s.apps)
    const plain = `${s.namespace}/${s.name}`
    const mine = new Map<string, ReportApp>()
    for (const a of [...(bySet.get(plain) ?? []), ...(bySet.get(`${plain} (${s.file})`) ?? [])]) {
      const id = [`${a.namespace}/${a.name}`, `${a.namespace}/${a.name} (${s.file})`].find((x) => listed.has(x))
      if (id) mine.set(id, a)
    }
    out.set(s, mine)
  }
  return out
}
