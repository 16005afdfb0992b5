// The ApplicationSets of the terminal report (`--format text`). ApplicationSets the change adds, edits or removes come
// first, each in full. Of the others, those that could not be expanded for one and the same reason (a clusters
// generator offline, in a repository of 38 add-on sets) are listed once per reason, five names each, with the
// `appSetParams` to supply; `--format json` lists every one. The rest (expanded, unchanged) keep one block each: what
// they generate.
import { isChangedSet, type ReportApp, type ReportAppSet } from '../model.js'
import { appsBySet, CHANGE_WORD, paramHints, untouchedGroups } from '../appsets.js'
import { OUTCOME_LABEL } from './standing.js'
import { listSome, plural } from '../../lib/text.js'

const OUTCOME_WORD = { 'render-error': 'ERROR (the controller generates nothing until fixed)', unknown: 'NOT ANALYSED' } as const
const NAMES_SHOWN = 5

const label = (s: ReportAppSet): string => `${s.namespace ? `${s.namespace}/` : ''}${s.name}`

/** A generated app's id, with its outcome when it is not analysed (`argocd/web (RENDER ERROR)`): its block says why. */
function appName(id: string, app: ReportApp | undefined): string {
  return app && app.outcome !== 'analysed' ? `${id} (${OUTCOME_LABEL[app.outcome]})` : id
}

/**
 * `said`: reasons of unknown base versions already given in full, by the set that gave them (one parent patches dozens).
 * `apps`: the report's apps this set generated, by their id in the set.
 */
function appSetBlock(s: ReportAppSet, said: Map<string, string>, apps: Map<string, ReportApp>): string[] {
  const names = s.apps.map((id) => appName(id, apps.get(id)))
  const lines = [
    `ApplicationSet ${label(s)} (${s.file}:${s.line})${s.change === 'present' ? '' : `, ${CHANGE_WORD[s.change]}`}: ${plural(s.apps.length, 'generated app')}${s.apps.length ? `: ${names.join(', ')}` : ''}`
  ]
  if (s.baseUnknown) {
    const first = said.get(s.baseUnknown)
    lines.push(`  VERSION AT BASE UNKNOWN: ${first ? `as for ${first}` : s.baseUnknown}`)
    if (!first) said.set(s.baseUnknown, label(s))
  }
  if (s.error) lines.push(`  ${OUTCOME_WORD['render-error']}: ${s.error}`)
  for (const u of s.unknown) {
    lines.push(`  ${OUTCOME_WORD.unknown}: ${u.generator}: ${u.reason}; the apps it generates are unknown`)
    if (u.appSetParams) lines.push(`    supply them in .prune-guard.yaml: ${u.appSetParams}`)
  }
  return lines
}

/** Why the sets of a group were not expanded (one and the same reason), as a block says it. */
function reasonOf(s: ReportAppSet): string {
  if (s.error) return `${OUTCOME_WORD['render-error']}: ${s.error}`
  return `${OUTCOME_WORD.unknown}: ${s.unknown.map((u) => `${u.generator}: ${u.reason}`).join('; ')}; the apps they generate are unknown`
}

/** The section's lines (empty without ApplicationSets), each indented under its heading. */
export function appSetLines(sets: ReportAppSet[], reportApps: ReportApp[] = []): string[] {
  if (sets.length === 0) return []
  const { groups, grouped } = untouchedGroups(sets)
  const changed = sets.filter(isChangedSet)
  const others = sets.filter((s) => !isChangedSet(s) && !grouped.has(s))
  const out = ['', `ApplicationSets (${sets.length}${changed.length ? `, ${changed.length} changed by this change` : ''}):`]
  const said = new Map<string, string>()
  const generated = appsBySet(reportApps, [...changed, ...others])
  for (const s of [...changed, ...others]) for (const l of appSetBlock(s, said, generated.get(s)!)) out.push(`  ${l}`)
  if (groups.length > 0) {
    const n = grouped.size
    out.push(`  Untouched by this change and not expanded, per reason (${plural(n, 'ApplicationSet')}; --format json lists every one):`)
    for (const list of groups) {
      out.push(`  - ${plural(list.length, 'ApplicationSet')}: ${listSome(list.map(label), NAMES_SHOWN)}`)
      out.push(`    ${reasonOf(list[0]!)}`)
      const hint = paramHints(list)[0]
      if (hint) out.push(`    supply them in .prune-guard.yaml, e.g. ${hint}`)
    }
  }
  return out
}
