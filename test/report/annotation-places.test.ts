// Issue 48 item 8: check-run annotations are on the head commit's files, for what this change introduces: never for a
// finding already at base, never at a deleted object's old place (a base file the head may not have).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { annotations } from '../../src/report/annotations.js'
import { app, finding, report } from '../github/reports.js'

test('annotations: introduced findings only; deletions on their app manifest, none for a removed app', () => {
  const pvc = { group: '', kind: 'PersistentVolumeClaim', namespace: 'pay', name: 'data' }
  const r = report(
    [app('pay', { file: 'apps/pay.yaml', line: 4 }), app('gone', { file: 'apps/gone.yaml', change: 'removed' })],
    [
      finding('prune', { app: 'pay', resource: pvc, file: 'pay/pvc.yaml', line: 9, severity: 'critical', blocking: true }),
      finding('pvc-missing-prune-false', { app: 'pay', resource: pvc, file: 'pay/other.yaml', line: 3, introduced: false }),
      finding('hook-on-long-lived', { app: 'pay', file: 'pay/job.yaml', line: 2 }),
      finding('app-removed-cascade', { app: 'gone', file: 'apps/gone.yaml', line: 1, severity: 'critical', blocking: true })
    ]
  )
  const placed = annotations(r).map((a) => [a.title.split(' · ')[1], a.file, a.line])
  assert.deepEqual(placed, [
    ['prune', 'apps/pay.yaml', 4],
    ['hook-on-long-lived', 'pay/job.yaml', 2]
  ])
})
