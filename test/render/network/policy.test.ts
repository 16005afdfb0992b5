import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DEFAULT_ALLOWED_HOSTS, isInternalAddress, refuseRemote, remoteTarget } from '../../../src/render/network/policy.js'

const online = { network: true, allowedHosts: DEFAULT_ALLOWED_HOSTS }
const resolveTo = (addr: string) => async () => [addr]

test('network policy: offline refuses every URL, also public ones', async () => {
  assert.match((await refuseRemote('https://charts.bitnami.com/bitnami', { ...online, network: false }, resolveTo('1.2.3.4')))!, /network is off/)
})

test('network policy: file URLs and hosts outside allowedHosts are refused; the reason names the setting', async () => {
  assert.match((await refuseRemote('git::file:///etc', online, resolveTo('1.2.3.4')))!, /never allowed/)
  assert.match((await refuseRemote('http://169.254.169.254/latest/meta-data/', online, resolveTo('169.254.169.254')))!, /not in allowedHosts/)
  assert.match((await refuseRemote('https://evil.example.com/v.yaml', online, resolveTo('1.2.3.4')))!, /allowedHosts in \.prune-guard\.yaml/)
})

test('network policy: an allowed public host passes; one that resolves to an internal address does not', async () => {
  assert.equal(await refuseRemote('https://charts.bitnami.com/bitnami', online, resolveTo('104.16.1.1')), undefined)
  assert.equal(await refuseRemote('oci://ghcr.io/org/chart', online, resolveTo('140.82.1.1')), undefined)
  assert.match((await refuseRemote('https://x.github.io/charts', online, resolveTo('127.0.0.1')))!, /internal address/)
  assert.match((await refuseRemote('https://ghcr.io/x', online, resolveTo('::ffff:10.0.0.1')))!, /internal address/)
})

test('network policy: an exact admin entry may name a loopback test server; a wildcard cannot', async () => {
  const policy = { network: true, allowedHosts: ['127.0.0.1:8080', '*.corp.example'] }
  assert.equal(await refuseRemote('http://127.0.0.1:8080/index.yaml', policy), undefined)
  assert.match((await refuseRemote('http://127.0.0.1:9090/index.yaml', policy))!, /not in allowedHosts/)
  assert.match((await refuseRemote('https://charts.corp.example/', policy, resolveTo('10.1.2.3')))!, /internal address/)
})

test('network policy: URL shapes helm, kustomize and git use', () => {
  assert.deepEqual(remoteTarget('git@github.com:org/repo.git'), { scheme: 'ssh', host: 'github.com', port: '' })
  assert.deepEqual(remoteTarget('ghcr.io/org/charts'), { scheme: 'oci', host: 'ghcr.io', port: '' })
  assert.deepEqual(remoteTarget('git::https://gitlab.com/a/b//base?ref=v1'), { scheme: 'https', host: 'gitlab.com', port: '' })
  assert.ok(isInternalAddress('fd00::1') && isInternalAddress('100.64.0.1') && !isInternalAddress('8.8.8.8'))
})

test('network policy: a URL whose host reads differently in different parsers is not fetched (issue 44 item 9)', async () => {
  const policy = { network: true, allowedHosts: ['charts.corp.example', 'github.com'] }
  for (const url of ['https://charts.corp.example\\@127.0.0.1:8080/index.yaml', 'git::https://github.com\\@169.254.169.254/x'])
    assert.match((await refuseRemote(url, policy, async () => ['8.8.8.8']))!, /not a URL the guard can check/, url)
  // Not a special scheme: every parser ends the authority at `/`, so the host is 10.0.0.1, which is not allowed.
  assert.match((await refuseRemote('oci://github.com\\@10.0.0.1/c', policy, async () => ['8.8.8.8']))!, /host 10\.0\.0\.1 is not in allowedHosts/)
  assert.equal(await refuseRemote('https://CHARTS.corp.example:443/index.yaml', policy, async () => ['8.8.8.8']), undefined)
  assert.equal(await refuseRemote('https://user@charts.corp.example/index.yaml', policy, async () => ['8.8.8.8']), undefined)
})

test('network policy: an entry with the default port matches URLs that leave it out', async () => {
  const policy = { network: true, allowedHosts: ['charts.corp.example:443'] }
  assert.equal(await refuseRemote('https://charts.corp.example/index.yaml', policy, async () => ['10.0.0.5']), undefined)
  assert.match((await refuseRemote('http://charts.corp.example/index.yaml', policy, async () => ['10.0.0.5']))!, /not in allowedHosts/)
})
