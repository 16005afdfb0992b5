// SARIF 2.1.0 output: golden file plus the properties code scanning relies on.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { applyApproval } from '../../src/report/approval.js'
import { renderSarif, renderSarifObject } from '../../src/report/sarif.js'
import { app, blockingReport, finding, report } from '../github/reports.js'
import { golden } from '../github/golden.js'

test('golden: SARIF for the blocking report', () => {
  golden('blocking.sarif.json', renderSarif(blockingReport()))
})

test('SARIF: version, rules referenced by index, locations, stable fingerprints, suppressions for approvals', () => {
  const s = renderSarifObject(applyApproval(blockingReport(), { label: 'prune-guard/approve', by: 'alice' })) as any
  assert.equal(s.version, '2.1.0')
  const run = s.runs[0]
  assert.deepEqual(
    run.tool.driver.rules.map((r: any) => r.id),
    ['prune']
  )
  for (const r of run.results) {
    assert.equal(run.tool.driver.rules[r.ruleIndex].id, r.ruleId)
    assert.match(r.partialFingerprints['pruneGuardFinding/v1'], /^[0-9a-f]{32}$/)
  }
  assert.deepEqual(run.results[0].locations[0].physicalLocation, {
    artifactLocation: { uri: 'kustomize/payments/base/pvc.yaml', uriBaseId: '%SRCROOT%' },
    region: { startLine: 1 }
  })
  assert.deepEqual(run.results[0].suppressions, [{ kind: 'external', justification: 'approved by @alice via label prune-guard/approve' }])
  assert.equal(run.results[0].level, 'error', 'critical stays an error even when acknowledged')
  assert.equal(run.results[1].level, 'note')
  // Same finding, same fingerprint across runs; a finding without a file points at its app manifest.
  const again = renderSarifObject(blockingReport()) as any
  assert.equal(again.runs[0].results[0].partialFingerprints['pruneGuardFinding/v1'], run.results[0].partialFingerprints['pruneGuardFinding/v1'])
  const noFile = renderSarifObject(report([app('a')], [finding('render-error', { app: 'a', severity: 'high' })])) as any
  assert.equal(noFile.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri, 'apps/a.yaml')
})
