// appset-no-update: an ApplicationSet whose applicationsSync policy is create-only or create-delete never updates an
// Application it already created (R3.6.2), so a change to its template (or to what its generators give it) does not
// reach the existing apps: only apps created after the merge get it. The plan already uses the spec the app keeps
// (pipeline/generated-apps.ts); this finding says why the change does nothing to them.
import { appRef, type RawFinding, type Rule } from './types.js'

export const appsetNoUpdate: Rule = {
  id: 'appset-no-update',
  severity: 'low',
  title: 'An ApplicationSet that never updates Applications: the template change does not reach existing apps',
  when: 'an ApplicationSet with `applicationsSync: create-only` or `create-delete` never updates existing Applications: the template change does not reach them (planned with the spec they keep)',
  kind: 'change',
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const d = p.head?.discovered
      const kept = d?.appSet?.keptSpec
      if (!d || !kept) continue
      const fields = kept.notApplied.length ? ` (${kept.notApplied.join(', ')})` : ''
      out.push({
        ...appRef(p),
        severity: 'low',
        resource: null,
        file: d.file,
        line: d.line,
        message:
          `ApplicationSet ${d.appSet!.id} creates Applications but never updates one (applicationsSync create-only or ` +
          `create-delete), so what this change makes it generate for ${d.app.name}${fields} is not applied: the ` +
          `Application keeps its spec, and the guard plans it with the spec it has at base.`,
        fix:
          'If the change is meant to reach existing apps, use applicationsSync create-update or sync (or delete the ' +
          'Application so that it is created anew, which with the resources finalizer deletes its resources first).'
      })
    }
    return out
  }
}
