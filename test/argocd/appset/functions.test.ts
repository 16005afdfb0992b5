// The ApplicationSet goTemplate function map (R6.2): Sprig as Argo CD exposes it, plus Argo CD's own functions.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { executeTemplate, type MissingKey } from '../../../src/gotemplate/template.js'
import { APPSET_FUNCS, sanitizeName, slugifyName } from '../../../src/argocd/appset/functions.js'
import { fastTemplate, renderDeep } from '../../../src/argocd/appset/render.js'

const run = (src: string, data: unknown, missingKey: MissingKey = 'default'): string => executeTemplate(src, data, { funcs: APPSET_FUNCS, missingKey })

const data = {
  name: 'Guest Book_1',
  replicas: 3, // numbers decoded from JSON/YAML are float64 in Argo CD
  big: 1000000,
  list: ['a', 'b'],
  cluster: { name: 'prod-eu', labels: { env: 'prod' } },
  none: null,
  path: { path: 'apps/guestbook', basename: 'guestbook', segments: ['apps', 'guestbook'] }
}

test('R6.2 Argo CD toYaml, fromYaml, fromYamlArray (sigs.k8s.io/yaml) and tpl', () => {
  assert.equal(run('{{ toYaml .cluster }}', data), 'labels:\n  env: prod\nname: prod-eu')
  assert.equal(run('{{ (fromYaml "a: 1\\nb: [x, z]").b | toJson }}', data), '["x","z"]')
  assert.equal(run('{{ (fromYaml "b: [n, y, on]").b | toJson }}', data), '[false,true,true]', 'sigs.k8s.io/yaml reads YAML 1.1 booleans')
  assert.equal(run('{{ range fromYamlArray "- a\\n- b" }}{{ . }}{{ end }}', data), 'ab')
  assert.throws(() => run('{{ fromYaml "- a" }}', data), /cannot unmarshal array/)
  assert.equal(run('{{ tpl "{{ .x }}-{{ .y }}" (dict "x" "X") }}', data), 'X-', 'tpl drops <no value>')
})

test('R6.2 env, expandenv and getHostByName are removed: calling them is "not defined"', () => {
  for (const fn of ['env', 'expandenv', 'getHostByName']) {
    assert.throws(() => run(`{{ ${fn} "HOME" }}`, data), new RegExp(`function "${fn}" not defined`))
  }
})

test('R6.2 every Sprig function name Argo CD exposes is defined (implemented or reported unsupported)', () => {
  const sprig = `hello ago date date_in_zone date_modify dateInZone dateModify duration durationRound htmlDate htmlDateInZone
    must_date_modify mustDateModify mustToDate now toDate unixEpoch abbrev abbrevboth trunc trim upper lower title untitle substr
    repeat trimall trimAll trimSuffix trimPrefix nospace initials randAlphaNum randAlpha randAscii randNumeric randSeededNumeric
    swapcase shuffle snakecase camelcase kebabcase wrap wrapWith contains hasPrefix hasSuffix quote squote cat indent nindent replace
    plural sha1sum sha256sum adler32sum toString atoi int64 int float64 seq toDecimal split splitList splitn toStrings until untilStep
    add1 add sub div mod mul randInt add1f addf subf divf mulf biggest max min maxf minf ceil floor round join sortAlpha default empty
    coalesce all any compact mustCompact fromJson toJson toPrettyJson toRawJson mustFromJson mustToJson mustToPrettyJson mustToRawJson
    ternary deepCopy mustDeepCopy typeOf typeIs typeIsLike kindOf kindIs deepEqual base dir clean ext isAbs osBase osClean osDir osExt
    osIsAbs b64enc b64dec b32enc b32dec tuple list dict get set unset hasKey pluck keys pick omit merge mergeOverwrite mustMerge
    mustMergeOverwrite values append push mustAppend mustPush prepend mustPrepend first mustFirst rest mustRest last mustLast initial
    mustInitial reverse mustReverse uniq mustUniq without mustWithout has mustHas slice mustSlice concat dig chunk mustChunk bcrypt
    htpasswd genPrivateKey derivePassword buildCustomCert genCA genCAWithKey genSelfSignedCert genSelfSignedCertWithKey genSignedCert
    genSignedCertWithKey encryptAES decryptAES randBytes uuidv4 semver semverCompare fail regexMatch mustRegexMatch regexFindAll
    mustRegexFindAll regexFind mustRegexFind regexReplaceAll mustRegexReplaceAll regexReplaceAllLiteral mustRegexReplaceAllLiteral
    regexSplit mustRegexSplit regexQuoteMeta urlParse urlJoin normalize slugify toYaml fromYaml fromYamlArray`.split(/\s+/)
  const missing = sprig.filter((n) => !APPSET_FUNCS.has(n))
  assert.deepEqual(missing, [])
  for (const removed of ['env', 'expandenv', 'getHostByName']) assert.equal(APPSET_FUNCS.has(removed), false)
})

test('R6.2 normalize and slugify follow Argo CD (SanitizeName, gosimple/slug, max 50, smart truncate)', () => {
  assert.equal(sanitizeName('My_App.v1--'), 'my-app.v1')
  assert.equal(run('{{ normalize .name }}', data), 'guest-book-1')
  assert.equal(slugifyName(['Hello World.v2']), 'hello-world-v2')
  const long = 'alpha-beta-gamma-delta-epsilon-zeta-eta-theta-iota-kappa'
  assert.equal(slugifyName([long]), 'alpha-beta-gamma-delta-epsilon-zeta-eta-theta-iota', 'cut at the last dash before 50')
  assert.equal(slugifyName([10n, false, long]), 'alpha-beta')
  assert.equal(slugifyName([12n, false, long]), 'alpha-beta-g')
  assert.equal(slugifyName([12n, true, long]), 'alpha-beta')
})

test('R6.2 fasttemplate: only string params are substituted, whitespace trimmed, others stay literal', () => {
  const params = { cluster: 'prod', 'path.basename': 'guestbook', replicas: 3, 'values.x': 'X' }
  assert.equal(fastTemplate('{{cluster}}-{{ path.basename }}-{{values.x}}', params), 'prod-guestbook-X')
  assert.equal(fastTemplate('{{replicas}}|{{missing}}|{{ }}', params), '{{replicas}}|{{missing}}|{{ }}')
  assert.equal(fastTemplate('{{ .cluster }}', params), '{{ .cluster }}', 'goTemplate syntax is not fasttemplate')
  assert.equal(fastTemplate('no tags {{\n}}', params), 'no tags {{\n}}', 'a tag spanning lines is not "templated"')
  assert.throws(() => fastTemplate('{{cluster}} {{oops', params), /Cannot find end tag/)
})

test('R6.2 rendering walks every string and map key, drops nil map values, leaves non-strings', () => {
  const tpl = { metadata: { labels: { '{{cluster}}': 'on', keep: null } }, spec: { n: 3, on: true, list: ['{{cluster}}', null] } }
  assert.deepEqual(renderDeep(tpl, { cluster: 'prod' }, { goTemplate: false, missingKey: 'default' }), {
    metadata: { labels: { prod: 'on' } },
    spec: { n: 3, on: true, list: ['prod', null] }
  })
})

test('R6.2 slugify with smart truncation off cuts before trimming dashes (gosimple/slug v1.15.0 MakeLang order)', () => {
  const long = 'alpha-beta-gamma-delta'
  // Cut at 11 leaves "alpha-beta-"; the trailing dash is trimmed afterwards.
  assert.equal(slugifyName([11n, false, long]), 'alpha-beta')
  // "my..app" is cut before "." becomes "-" and dashes are collapsed: "my..a" → "my-a".
  assert.equal(slugifyName([5n, false, 'my..app-service']), 'my-a')
  // A cut that ends in "." (SanitizeName keeps inner dots) also loses it: "web.v2.x" cut at 7 = "web.v2." → "web-v2".
  assert.equal(slugifyName([7n, false, 'web.v2.x']), 'web-v2')
  // MaxLength 0 with smart truncation off: len >= 0 always, the slug is cut to "".
  assert.equal(slugifyName([0n, false, 'abc']), '')
  // Smart truncation trims first, then cuts at the last dash at or before MaxLength.
  assert.equal(slugifyName([11n, true, long]), 'alpha-beta')
  assert.equal(slugifyName([0n, true, long]), long, 'MaxLength 0 means no limit with smart truncation')
})
test('a matrix of two 1,000-element lists (a million apps from a few KB) is reported as not expandable, quickly', async () => {
  const { expandApplicationSet } = await import('../../../src/argocd/appset/expand.js')
  const { MAX_MATRIX_PARAMS } = await import('../../../src/argocd/appset/generators.js')
  const list = (p: string, n: number) => ({ list: { elements: Array.from({ length: n }, (_, i) => ({ [p]: `${p}${i}` })) } })
  const set = (n: number) => ({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'ApplicationSet',
    metadata: { name: 'grid', namespace: 'argocd' },
    spec: {
      generators: [{ matrix: { generators: [list('a', n), list('b', n)] } }],
      template: {
        metadata: { name: '{{a}}-{{b}}' },
        spec: {
          project: 'default',
          source: { repoURL: 'https://github.com/example/gitops.git', path: 'x' },
          destination: { server: 'https://kubernetes.default.svc', namespace: '{{a}}' }
        }
      }
    }
  })
  const repo = { repoURLs: ['https://github.com/example/gitops.git'], files: [], readFile: () => undefined }
  const t0 = performance.now()
  const huge = expandApplicationSet(set(1000), repo)
  assert.equal(huge.apps.length, 0)
  assert.match(huge.unexpandable.join('\n'), new RegExp(`generators\\[0\\]: the matrix generates more than ${MAX_MATRIX_PARAMS} parameter sets`))
  assert.ok(performance.now() - t0 < 5000, `${performance.now() - t0} ms`)
  assert.equal(expandApplicationSet(set(20), repo).apps.length, 400)
})
