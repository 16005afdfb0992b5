// Test PKI made at test time with the openssl CLI: a CA, a server certificate it signs (SAN IP:127.0.0.1, and the
// names argocd.example.test / kube.example.test that proxy tests reach through a loopback proxy), and a
// second, unrelated CA for the "wrong CA" case. Nothing is checked in; keys live in a temp dir removed after the run.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tempDir } from '../helpers/tools.js'

export interface TestPki {
  dir: string
  caFile: string
  ca: string
  otherCaFile: string
  otherCa: string
  cert: string
  key: string
}

let cached: TestPki | undefined

function ssl(dir: string, ...args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
}

function newCa(dir: string, name: string): void {
  ssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.crt`,
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign'
  )
}

export function testPki(): TestPki {
  if (cached) return cached
  const dir = tempDir('pg-pki-')
  newCa(dir, 'test-ca')
  newCa(dir, 'other-ca')
  ssl(
    dir,
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=127.0.0.1'
  )
  writeFileSync(
    join(dir, 'ext.cnf'),
    'subjectAltName=IP:127.0.0.1,DNS:argocd.example.test,DNS:kube.example.test\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n'
  )
  ssl(
    dir,
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'test-ca.crt',
    '-CAkey',
    'test-ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '2',
    '-extfile',
    'ext.cnf'
  )
  const read = (f: string) => readFileSync(join(dir, f), 'utf8')
  cached = {
    dir,
    caFile: join(dir, 'test-ca.crt'),
    ca: read('test-ca.crt'),
    otherCaFile: join(dir, 'other-ca.crt'),
    otherCa: read('other-ca.crt'),
    cert: read('server.crt'),
    key: read('server.key')
  }
  return cached
}
