import assert from 'node:assert/strict'
import { test } from 'node:test'
import { decideApproval } from '../../src/github/approval-record.js'
import { marker, parseMarker } from '../../src/github/comment.js'
import { reverify } from '../../src/github/reverify.js'
import { approvalDigest } from '../../src/report/approval.js'
import { capFindings } from '../../src/rules/cap.js'
import { blockingReport, finding, report, app, HEAD_SHA } from './reports.js'

const LABEL = 'prune-guard/approve'
const pvc = (name: string) => ({ group: '', kind: 'PersistentVolumeClaim', namespace: 'payments', name })
const prunes = (...names: string[]) =>
  report(
    [app('payments')],
    names.map((n) => finding('prune', { severity: 'critical', blocking: true, app: 'payments', resource: pvc(n), message: `deletes ${n}` }))
  )

test('approval digest: the set of blocking prune/cascade identities, independent of order and wording', () => {
  assert.equal(approvalDigest(prunes('a', 'b')), approvalDigest(prunes('b', 'a')))
  const reworded = prunes('a', 'b')
  reworded.findings[0]!.message = 'other words'
  assert.equal(approvalDigest(reworded), approvalDigest(prunes('a', 'b')))
  assert.notEqual(approvalDigest(prunes('a')), approvalDigest(prunes('a', 'b')))
  assert.equal(approvalDigest(report([], [])), '')
})

/** `n` PVC deletions in one app, capped as the pipeline caps them (rules/cap.ts: 50 listed per rule and app). */
const cappedPrunes = (n: number) => {
  const r = prunes(...Array.from({ length: n }, (_, i) => `pvc-${String(i).padStart(3, '0')}`))
  return { ...r, findings: capFindings(r.findings) }
}

test('issue 44 item 5: 60 deletions approved do not approve a later push deleting 199 PVCs (the digest covers the uncapped set)', () => {
  const sixty = cappedPrunes(60)
  const more = cappedPrunes(199)
  // Both reports list the same first 50 deletions and count the rest in one finding: only the uncapped set tells them apart.
  assert.equal(sixty.findings.length, 51)
  assert.equal(more.findings.length, 51)
  assert.notEqual(approvalDigest(sixty), approvalDigest(more))
  const labeled = decideApproval(sixty, LABEL, { by: 'alice', event: null }, null)
  assert.equal(labeled.state, 'approved-now')
  assert.equal(labeled.record!.count, 60, 'the record counts every deletion, not the listed ones')
  const pushed = decideApproval(more, LABEL, null, labeled.record)
  assert.equal(pushed.state, 'stale')
  assert.equal(pushed.report.verdict, 'fail')
  assert.ok(pushed.report.findings.every((f) => f.blocking && f.suppressed === null))
  // Another set of 60 behind the same 50 listed ones is another set too.
  const other = prunes(...Array.from({ length: 50 }, (_, i) => `pvc-${String(i).padStart(3, '0')}`), ...Array.from({ length: 10 }, (_, i) => `zz-${i}`))
  assert.notEqual(approvalDigest({ ...other, findings: capFindings(other.findings) }), approvalDigest(sixty))
  // The same 60 again (a later push that changes nothing deleted) keeps the approval.
  assert.equal(decideApproval(cappedPrunes(60), LABEL, null, labeled.record).state, 'approved')
})

test('decideApproval: labeling approves and records; a matching record approves; a different set or none is stale', () => {
  const now = decideApproval(prunes('a'), LABEL, { by: 'alice', event: null }, null)
  assert.equal(now.state, 'approved-now')
  assert.equal(now.report.verdict, 'pass')
  assert.deepEqual(now.record, { digest: approvalDigest(prunes('a')), count: 1, head: HEAD_SHA, by: 'alice', event: null })
  const same = decideApproval(prunes('a'), LABEL, null, now.record)
  assert.equal(same.state, 'approved')
  assert.equal(same.report.findings[0]!.suppressed, 'approved by @alice via label prune-guard/approve')
  const more = decideApproval(prunes('a', 'b', 'c'), LABEL, null, now.record)
  assert.equal(more.state, 'stale')
  assert.equal(more.report.verdict, 'fail')
  assert.equal(more.record, now.record)
  assert.match(more.report.findings[2]!.fix, /applied by @alice for another set of deletions \(1 finding\).*A new approval is needed/)
  assert.equal(decideApproval(prunes('a'), LABEL, null, null).state, 'stale')
  // Other rules are never approved.
  const renderErr = report([app('x')], [finding('render-error', { severity: 'high', blocking: true, app: 'x' })])
  assert.equal(decideApproval(renderErr, LABEL, { by: 'alice', event: null }, null).report.verdict, 'fail')
})

test('marker: the approval record round-trips; a malformed one is dropped', () => {
  const rec = { digest: '0123456789abcdef', count: 2, head: HEAD_SHA, by: 'alice', event: 5 }
  const m = marker({ key: 'default', head: 'a'.repeat(40), base: 'b'.repeat(40), approval: rec })
  assert.deepEqual(parseMarker(`${m}\nbody`)!.approval, rec)
  const bad = m.replace('0123456789abcdef', 'not-a-digest')
  assert.equal(parseMarker(bad)!.approval, undefined)
  const evilBy = m.replace('"alice"', '"a b<x>"')
  assert.equal(parseMarker(evilBy)!.approval!.by, null)
})

test('reverify (mode publish): base policy severities and switches; claimed approvals and deletion suppressions dropped', () => {
  const r = blockingReport()
  const tampered = {
    ...r,
    verdict: 'pass' as const,
    findings: r.findings.map((f) => ({ ...f, blocking: false, introduced: false, suppressed: 'prune-guard.io/ignore on it' }))
  }
  const v = reverify(tampered, { failOn: 'high' })
  assert.equal(v.verdict, 'fail')
  assert.deepEqual(
    v.findings.map((f) => [f.rule, f.severity, f.introduced, f.suppressed, f.blocking]),
    [
      ['prune', 'critical', true, null, true],
      ['prune', 'info', true, null, false]
    ]
  )
  assert.equal(reverify(r, { failOn: 'high', rules: { prune: { enabled: false } } }).verdict, 'pass')
  assert.equal(reverify(r, { failOn: 'critical', rules: { prune: { severity: 'medium' } } }).summary.blocking, 0)
  const other = report([app('x')], [finding('wave-order', { severity: 'high', blocking: false, suppressed: 'approved by @mallory via label x', app: 'x' })])
  assert.equal(reverify(other, { failOn: 'high' }).verdict, 'fail', 'an approval claim never suppresses')
})
