import { test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { renderHelm } from '../../../src/render/helm/helm.js'
import { RenderError } from '../../../src/render/types.js'
import { writeTree } from '../../helpers/tools.js'
import { argsOf, dataOf, deps, freshDir, repoWithChart, request, valuesArgs } from '../../fixtures/helm/charts.js'

function fixture(): { root: string; app: string } {
  return repoWithChart({
    'values.yaml': 'chartDefault: chart\nb: chart\n',
    'values-a.yaml': 'a: from-file\nb: from-file\nc: from-file\n',
    'files/cert.pem': 'CERTDATA',
    'files/guestbook.txt': 'per-app'
  })
}

test('R1.5.8 valuesObject beats values, which is then ignored entirely; both beat valueFiles', async () => {
  const { root, app } = fixture()
  const req = request(root, app, {
    helm: { valueFiles: ['values-a.yaml'], values: 'b: from-values\nonlyInValues: x\n', valuesObject: { c: 'from-object', flag: 'on' } }
  })
  const out = await renderHelm(req, deps)
  const d = dataOf(out)
  assert.equal(d.v_a, 'string:from-file')
  assert.equal(d.v_b, 'string:from-file', 'values is ignored when valuesObject is set')
  assert.equal(d.v_onlyInValues, undefined)
  assert.equal(d.v_c, 'string:from-object')
  assert.equal(d.v_flag, 'string:on', "a string stays a string for Helm's YAML 1.1 reader")
  assert.equal(d.v_chartDefault, 'string:chart')
  const vals = valuesArgs(out)
  assert.equal(vals.length, 2)
  assert.equal(vals[0], join(app, 'values-a.yaml'))
  assert.ok(vals[1]!.startsWith(req.scratchDir), 'inline values are a temp file in the scratch dir, passed last')
})

test('R1.5.8 values (string) beats valueFiles and is not env-substituted (R1.4.3)', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(request(root, app, { helm: { valueFiles: ['values-a.yaml'], values: 'b: from-values\nlit: $ARGOCD_APP_NAME\n' } }), deps)
  assert.equal(dataOf(out).v_b, 'string:from-values')
  assert.equal(dataOf(out).v_c, 'string:from-file')
  assert.equal(dataOf(out).v_lit, 'string:$ARGOCD_APP_NAME')
  const obj = await renderHelm(request(root, app, { helm: { valuesObject: { lit: '${ARGOCD_APP_NAME}' } } }), deps)
  assert.equal(dataOf(obj).v_lit, 'string:${ARGOCD_APP_NAME}')
})

test('R1.5.8 no inline values means no temp --values file', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(request(root, app, { helm: { valueFiles: ['values-a.yaml'], values: '' } }), deps)
  assert.deepEqual(valuesArgs(out), [join(app, 'values-a.yaml')])
})

test('R1.5.9 parameters beat every values source; a repeated name keeps the last entry', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(
    request(root, app, {
      helm: {
        valueFiles: ['values-a.yaml'],
        valuesObject: { c: 'from-object' },
        parameters: [
          { name: 'c', value: 'from-param' },
          { name: 'n', value: '1' },
          { name: 'n', value: '2' }
        ]
      }
    }),
    deps
  )
  assert.equal(dataOf(out).v_c, 'string:from-param')
  assert.equal(dataOf(out).v_n, 'int64:2')
  assert.deepEqual(
    argsOf(out).filter((_, i, a) => a[i - 1] === '--set'),
    ['c=from-param', 'n=2']
  )
})

test('R1.5.9 forceString goes to --set-string and beats --set for the same name', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(
    request(root, app, {
      helm: {
        parameters: [
          { name: 'plain', value: 'true' },
          { name: 'forced', value: 'true', forceString: true },
          { name: 'both', value: '5', forceString: true },
          { name: 'both', value: '7' }
        ]
      }
    }),
    deps
  )
  const d = dataOf(out)
  assert.equal(d.v_plain, 'bool:true')
  assert.equal(d.v_forced, 'string:true')
  assert.equal(d.v_both, 'string:5')
  const a = argsOf(out)
  assert.ok(a.indexOf('both=7') < a.indexOf('both=5'), '--set comes before --set-string')
})

test('R1.5.9 commas are escaped unless the value is a {…} list literal; already-escaped commas stay', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(
    request(root, app, {
      helm: {
        parameters: [
          { name: 'csv', value: 'a,b,c' },
          { name: 'list', value: '{x,y}' },
          { name: 'pre', value: 'm\\,n' }
        ]
      }
    }),
    deps
  )
  const d = dataOf(out)
  assert.equal(d.v_csv, 'string:a,b,c')
  assert.equal(d.v_list, 'slice:[x y]')
  assert.equal(d.v_pre, 'string:m,n')
  assert.ok(argsOf(out).includes('csv=a\\,b\\,c'))
})

test('R1.4.3 parameter values (not names) are env-substituted: $X, ${X}, unknown → "", $$ → $', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(
    request(root, app, {
      helm: {
        parameters: [
          { name: 'rev', value: '$ARGOCD_APP_REVISION' },
          { name: 'app', value: 'x-${ARGOCD_APP_NAME}-y', forceString: true },
          { name: 'unknown', value: 'a${NOPE}b' },
          { name: 'dollar', value: 'cost$$5' }
        ]
      }
    }),
    deps
  )
  const d = dataOf(out)
  assert.equal(d.v_rev, 'string:abc1234def')
  assert.equal(d.v_app, 'string:x-guestbook-y')
  assert.equal(d.v_unknown, 'string:ab')
  assert.equal(d.v_dollar, 'string:cost$5')
})

test('R1.5.9 fileParameters go to --set-file with a resolved absolute path (env-substituted, $ref aware)', async () => {
  const { root, app } = fixture()
  const refRoot = freshDir()
  writeTree(refRoot, { 'shared/ca.txt': 'FROMREF' })
  const out = await renderHelm(
    request(root, app, {
      refs: { shared: refRoot },
      helm: {
        fileParameters: [
          { name: 'cert', path: 'files/cert.pem' },
          { name: 'perApp', path: 'files/$ARGOCD_APP_NAME.txt' },
          { name: 'ca', path: '$shared/shared/ca.txt' }
        ]
      }
    }),
    deps
  )
  const d = dataOf(out)
  assert.equal(d.v_cert, 'string:CERTDATA')
  assert.equal(d.v_perApp, 'string:per-app')
  assert.equal(d.v_ca, 'string:FROMREF')
  assert.deepEqual(
    argsOf(out).filter((_, i, a) => a[i - 1] === '--set-file'),
    [`ca=${join(refRoot, 'shared/ca.txt')}`, `cert=${join(app, 'files/cert.pem')}`, `perApp=${join(app, 'files/guestbook.txt')}`]
  )
})

test('R1.5.9 a fileParameter outside the repo root is rejected before helm runs', async () => {
  const { root, app } = fixture()
  await assert.rejects(
    renderHelm(request(root, app, { helm: { fileParameters: [{ name: 'pw', path: '../../../../etc/passwd' }] } }), deps),
    (e: unknown) => e instanceof RenderError && /resolved to outside repository root/.test(e.message)
  )
})
