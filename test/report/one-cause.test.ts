// Issue 48 items 4 and 5 on report models: advice true for each kind of blocker, and counts that add up.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { app, finding, report } from '../github/reports.js'

const cascade = (n: number) => Array.from({ length: n }, (_, i) => ({ group: '', kind: 'ConfigMap', namespace: 'db', name: `c${i}`, file: null, line: null }))

function removedApp() {
  const gone = app('db', { change: 'removed', cascade: cascade(6) })
  const f = finding('app-removed-cascade', {
    app: 'db',
    severity: 'critical',
    blocking: true,
    message: 'Application argocd/db is removed at head: its file is deleted. With the finalizer the cascade deletes 6 resources.',
    fix: 'If the app should go with its resources, approve it.'
  })
  return report([gone], [f])
}

test('a removed app counts what its removal deletes: its row and its details say 6, never 0', () => {
  const md = renderMarkdown(removedApp())
  const row = md.split('\n').find((l) => l.includes('| db (removed) |'))!
  assert.match(row, /\| 6 \| 0 \| 0 \| on \|$/, row)
  assert.match(md, /<summary>❌ db: 6 deleted with the app · 0 to create · 0 to update<\/summary>/)
  assert.doesNotMatch(md, /resource\(s\)/)
})

test('under an app removal, To unblock never offers Prune=false as the way to keep things', () => {
  const md = renderMarkdown(removedApp(), { approveLabel: 'prune-guard/approve' })
  const unblock = md.slice(md.indexOf('**To unblock:**'), md.indexOf('### ', md.indexOf('**To unblock:**')))
  assert.match(unblock, /Removed apps \(1 blocking cause\): if the apps should go with everything they deployed, add the label `prune-guard\/approve`/)
  assert.match(unblock, /`argocd\.argoproj\.io\/sync-options: Delete=false`/)
  assert.match(unblock, /drop the resources finalizer/)
  assert.match(unblock, /`Prune=false` does not stop this deletion/)
  assert.doesNotMatch(unblock, /annotate it with `argocd\.argoproj\.io\/sync-options: Prune=false`/)
  const text = renderText(removedApp(), { width: 0 })
  assert.match(text, /To unblock:\n {2}- Removed apps .*Prune=false does not stop this deletion/)
})

test('a render error is fixed at its source, said before any label; an immutable field says rename or Replace knowingly', () => {
  const fs = [
    finding('render-error', { app: 'obs', severity: 'high', blocking: true, message: 'Application obs fails to render at head: app path does not exist.' }),
    finding('immutable-field-change', {
      app: 'web',
      severity: 'high',
      blocking: true,
      resource: { group: 'apps', kind: 'Deployment', namespace: 'web', name: 'web' },
      message: 'Deployment.apps web/web changes fields Kubernetes cannot update in place: spec.selector (field is immutable).'
    }),
    finding('prune', {
      app: 'web',
      severity: 'critical',
      blocking: true,
      resource: { group: '', kind: 'PersistentVolumeClaim', namespace: 'web', name: 'data' }
    })
  ]
  const md = renderMarkdown(report([app('obs'), app('web')], fs), { approveLabel: 'ok' })
  const lines = md
    .slice(md.indexOf('**To unblock:**'))
    .split('\n')
    .filter((l) => l.startsWith('- '))
  assert.match(lines[0]!, /^- Render errors and empty renders \(1 blocking cause\): fix the source.*does not waive these/)
  assert.match(lines[1]!, /^- Immutable fields \(1 blocking cause\): keep the old value, or rename the resource.*knowingly.*Replace=true/)
  assert.match(lines[2]!, /^- If the deletions are intended, add the label `ok`/)
  assert.match(
    md.split('\n')[0]!,
    /obs, web|2 apps won't sync \(path not found, immutable `spec\.selector`\)|2 apps won't sync \(immutable `spec\.selector`, path not found\)/
  )
})

test('the findings heading counts findings and says in how many entries when alike ones are one entry', () => {
  const names = ['a', 'b', 'c', 'd']
  const fs = names.map((n) =>
    finding('source-path-change', { app: n, severity: 'low', message: `Application ${n} changes its source: spec.source.targetRevision "1" → "2".` })
  )
  const md = renderMarkdown(
    report(
      names.map((n) => app(n)),
      fs
    )
  )
  assert.match(md, /### Findings introduced by this change \(4 in 1 entry\)/)
  assert.equal(md.split('\n').filter((l) => l.startsWith('- 🟡')).length, 1)
})
