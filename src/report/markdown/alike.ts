// Apps alike (issue 48): a change to a shared base or an ApplicationSet template gives 30 apps the same plan but for
// their own name and namespace; their table rows and details blocks were 30 identical entries. Apps whose plan, state
// and icon read the same once their name and namespaces are left out (causes.ts blankNames), GROUP_MIN or more, are one
// row and one details block naming them. Pure.
import type { Finding } from '../../rules/types.js'
import { blankNames } from '../causes.js'
import { appIcon } from './parts.js'
import { GROUP_MIN } from '../groups.js'
import { text } from './md.js'
import { isChanged, type ReportApp } from '../model.js'
import { listSome, plural } from '../../lib/text.js'

export interface AlikeApps {
  /** The first app of each fold and every app of it (the first included), in order. */
  folds: Map<ReportApp, ReportApp[]>
  /** The apps shown through their fold's first app. */
  folded: Set<ReportApp>
}

function signature(a: ReportApp, findings: Finding[]): string {
  const lists = [...a.prune, ...a.cascade, ...a.create, ...a.update, ...(a.syncHooks ?? [])]
  const names = [a.name, ...lists.map((r) => r.namespace)]
  const { name: _n, file: _f, line: _l, diffs: _d, live: _v, ...rest } = a
  return blankNames(JSON.stringify([appIcon(a, findings), rest]), names)
}

export function alikeApps(apps: ReportApp[], findingsOf: (a: ReportApp) => Finding[]): AlikeApps {
  const bySig = new Map<string, ReportApp[]>()
  for (const a of apps) {
    // Live facts are the app's own; apps the change does not touch are counted apart (markdown-groups.ts standing).
    if (a.live || !isChanged(a)) continue
    const k = signature(a, findingsOf(a))
    const list = bySig.get(k)
    if (list) list.push(a)
    else bySig.set(k, [a])
  }
  const folds = new Map<ReportApp, ReportApp[]>()
  const folded = new Set<ReportApp>()
  for (const list of bySig.values()) {
    if (list.length < GROUP_MIN) continue
    folds.set(list[0]!, list)
    for (const a of list.slice(1)) folded.add(a)
  }
  return { folds, folded }
}

/** " and 29 other apps alike (tenant-02, …)": what a fold's row and details add to its first app's name. */
export function alikeSuffix(all: ReportApp[] | undefined, max = 10): string {
  if (!all || all.length < 2) return ''
  const others = all.slice(1).map((a) => a.name)
  return ` and ${plural(others.length, 'other app')} alike (${text(listSome(others, max))})`
}
