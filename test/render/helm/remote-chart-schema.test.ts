// What helm 4 does with remote `$ref`s in values.schema.json, observed on loopback with the real binary: it fetches
// them while rendering; when the server is gone the render fails ("failing loading …"), and
// `skipSchemaValidation` renders without any fetch. This is why the caller skips validation when the network is off.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSource } from '../../../src/argocd/application.js'
import { renderHelm } from '../../../src/render/helm/helm.js'
import { hasRemoteSchemaRefs, isRemoteSchemaLoadError } from '../../../src/render/helm/remote-chart.js'
import { NotRenderedError, RenderError, type RenderRequest } from '../../../src/render/types.js'
import { runner, tempDir } from '../../helpers/tools.js'
import { serveDir, toolbox, writeChart } from '../../helpers/chart-repo.js'

function request(chartDir: string, helm: Record<string, unknown> = {}): RenderRequest {
  return {
    repoRoot: chartDir,
    appPath: chartDir,
    source: parseSource({ repoURL: 'http://127.0.0.1/charts', chart: 'schema', targetRevision: '0.1.0', helm }),
    instanceName: 'schema',
    destNamespace: 'ns',
    buildEnv: {},
    refs: {},
    scratchDir: tempDir('pg-scratch-')
  }
}

test('helm 4 fetches a remote $ref of values.schema.json; offline it fails and skipSchemaValidation renders', async () => {
  const served = tempDir('pg-schemas-')
  mkdirSync(join(served, 'defs'), { recursive: true })
  writeFileSync(join(served, 'defs', 'port.json'), JSON.stringify({ type: 'integer', minimum: 1, maximum: 65535 }))
  const server = await serveDir(served)
  const root = tempDir('pg-schema-chart-')
  const chartDir = writeChart(root, {
    name: 'schema',
    version: '0.1.0',
    files: {
      'values.yaml': 'greeting: hello\nport: 8080\n',
      'values.schema.json': JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { port: { $ref: `${server.url}/defs/port.json` } }
      })
    }
  })
  assert.equal(hasRemoteSchemaRefs(chartDir), true)
  // The base config lists the loopback schema server exactly; without a policy nothing may be fetched.
  const deps = { runner, helm: () => toolbox.helm(), network: { network: true, allowedHosts: ['127.0.0.1'] } }
  try {
    // Online: helm downloads the referenced schema and validates against it.
    const ok = await renderHelm(request(chartDir), deps)
    assert.equal(ok.docs.length, 1)
    assert.equal(server.count('/defs/port.json'), 1)
    const invalid = request(chartDir, { parameters: [{ name: 'port', value: '70000' }] })
    await assert.rejects(renderHelm(invalid, deps), /maximum/)
  } finally {
    await server.close()
  }
  // Server gone: helm's loading error; the guard's network failed, not Argo CD: not rendered (never a render error).
  await assert.rejects(renderHelm(request(chartDir), deps), (e: Error) => {
    assert.ok(e instanceof NotRenderedError && !(e instanceof RenderError))
    assert.match(e.message, /failing loading "http:\/\/127\.0\.0\.1:\d+\/defs\/port\.json"/)
    assert.ok(isRemoteSchemaLoadError(e.message))
    return true
  })
  // With validation skipped helm does not fetch at all, and the chart renders.
  const skipped = await renderHelm(request(chartDir, { skipSchemaValidation: true }), deps)
  assert.deepEqual(
    skipped.docs.map((d) => d.obj.kind),
    ['ConfigMap']
  )
  assert.ok(skipped.commands[0]!.includes('--skip-schema-validation'))
  // No network policy (offline): helm is not allowed to fetch the ref; validation is skipped and the render says so.
  const offline = await renderHelm(request(chartDir), { runner, helm: () => toolbox.helm() })
  assert.deepEqual(
    offline.docs.map((d) => d.obj.kind),
    ['ConfigMap']
  )
  assert.ok(offline.commands[0]!.includes('--skip-schema-validation'))
  assert.match(
    offline.warnings.join('\n'),
    /values\.schema\.json refers to http:\/\/127\.0\.0\.1:\d+\/defs\/port\.json, which is not fetched \(the network is off/
  )
  assert.equal(isRemoteSchemaLoadError("values don't meet the specifications: at '/port': maximum: got 70,000"), false)
})
