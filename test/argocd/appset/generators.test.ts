import { test } from 'node:test'
import assert from 'node:assert/strict'
import { expandApplicationSet } from '../../../src/argocd/appset/expand.js'
import { matchFiles, pathspecFiles, repoDirectories } from '../../../src/argocd/appset/git.js'
import { REPO_URL, appset, memRepo, meta, names, sourcePath, spec, template } from './fixtures.js'

const gitops = memRepo(
  {
    'README.md': '# gitops',
    'apps/guestbook/kustomization.yaml': 'resources: [deploy.yaml]',
    'apps/guestbook/deploy.yaml': 'kind: Deployment',
    'apps/billing/Chart.yaml': 'name: billing',
    'apps/billing/templates/svc.yaml': 'kind: Service',
    'apps/legacy/deploy.yaml': 'kind: Deployment',
    'apps/.wip/deploy.yaml': 'kind: Deployment',
    'apps/team-a/web/deploy.yaml': 'kind: Deployment',
    '.github/workflows/ci.yaml': 'on: push',
    'clusters/eu/prod.yaml': 'cluster:\n  name: prod-eu\n  replicas: 3\n  ha: true\nregion: eu-west-1\n',
    'clusters/us/staging.json': '{"cluster": {"name": "staging-us", "replicas": 1, "ha": false}, "region": "us-east-1"}',
    'clusters/list.yaml': '- cluster: {name: dev-a}\n  region: local\n- cluster: {name: dev-b}\n  region: local\n',
    'clusters/notes.txt': 'not params'
  },
  { 'clusters/untracked.yaml': 'cluster: {name: ghost}\n' }
)

test('R6.3 list generator, fasttemplate: string elements, values.<k>, elementsYaml appended', () => {
  const r = expandApplicationSet(
    appset({
      generators: [
        {
          list: {
            elements: [
              { cluster: 'dev', url: 'https://dev', values: { tier: 'low' } },
              { cluster: 'prod', url: 'https://prod', values: { tier: 'high' } }
            ],
            elementsYaml: '- cluster: qa\n  url: https://qa\n'
          }
        }
      ],
      template: template('{{cluster}}-guestbook', 'apps/guestbook', { destination: { server: '{{url}}', namespace: 'gb-{{values.tier}}' } })
    }),
    gitops
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(names(r.apps), ['dev-guestbook', 'prod-guestbook', 'qa-guestbook'])
  assert.deepEqual(spec(r.apps[1]).destination, { server: 'https://prod', namespace: 'gb-high' })
  assert.deepEqual(spec(r.apps[2]).destination, { server: 'https://qa', namespace: 'gb-{{values.tier}}' }, 'unknown keys stay literal')
})

test('R6.3 list generator, fasttemplate: a non-string element value is a generator error (nothing created or deleted)', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ list: { elements: [{ cluster: 'dev', replicas: 2 }] } }],
      template: template('{{cluster}}', 'apps/guestbook')
    }),
    gitops
  )
  assert.match(r.error ?? '', /error parsing value as string/)
  assert.deepEqual(r.apps, [])
})

test('R6.3 list generator, goTemplate: elements are the param maps, nested access works', () => {
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      generators: [{ list: { elements: [{ cluster: { name: 'dev', replicas: 2 } }], elementsYaml: '- cluster: {name: prod, replicas: 5}' } }],
      template: template('{{ .cluster.name }}-r{{ .cluster.replicas }}', 'apps/guestbook')
    }),
    gitops
  )
  assert.deepEqual(names(r.apps), ['dev-r2', 'prod-r5'])
})

test('R6.4 git directories: candidates are directories holding tracked files, walk order, hidden skipped, root excluded', () => {
  assert.deepEqual(repoDirectories(gitops.files), [
    'apps',
    'apps/billing',
    'apps/billing/templates',
    'apps/guestbook',
    'apps/legacy',
    'apps/team-a',
    'apps/team-a/web',
    'clusters',
    'clusters/eu',
    'clusters/us'
  ])
})

test('R6.4 git directories: path.Match (* stays in one segment), exclude wins regardless of order, fasttemplate params', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', directories: [{ path: 'apps/legacy', exclude: true }, { path: 'apps/*' }] } }],
      template: template('{{path.basename}}', '{{path}}', {
        destination: { server: 'https://kubernetes.default.svc', namespace: '{{path[0]}}-{{path.basenameNormalized}}' }
      })
    }),
    gitops
  )
  assert.equal(r.error, undefined)
  // apps/team-a/web is two levels down: `*` does not cross '/'; apps/.wip is hidden; apps/legacy is excluded
  assert.deepEqual(names(r.apps), ['billing', 'guestbook', 'team-a'])
  assert.equal(sourcePath(r.apps[0]), 'apps/billing')
  assert.equal((spec(r.apps[2]).destination as Record<string, unknown>).namespace, 'apps-team-a')
})

test('R6.4 git directories: a pattern that matches nothing yields zero apps and no error (everything would be deleted)', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', directories: [{ path: 'app/*' }] } }],
      template: template('{{path.basename}}', '{{path}}')
    }),
    gitops
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(r.unexpandable, [])
  assert.deepEqual(r.apps, [])
})

test('R6.4 git directories, goTemplate: path.path, path.segments, values rendered per directory, pathParamPrefix', () => {
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      goTemplateOptions: ['missingkey=error'],
      generators: [
        {
          git: {
            repoURL: REPO_URL,
            revision: 'HEAD',
            pathParamPrefix: 'app',
            directories: [{ path: 'apps/*/*' }],
            values: { team: '{{ index .app.path.segments 1 }}' }
          }
        }
      ],
      template: template('{{ .values.team }}-{{ .app.path.basename }}', '{{ .app.path.path }}')
    }),
    gitops
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(names(r.apps), ['billing-templates', 'team-a-web'])
  assert.equal(sourcePath(r.apps[1]), 'apps/team-a/web')
})

test('R6.5 git files: pathspec `*` crosses "/" (unlike path.Match), only tracked files, exclude removes', () => {
  assert.deepEqual(pathspecFiles(gitops.files, 'clusters/*.yaml'), ['clusters/eu/prod.yaml', 'clusters/list.yaml'])
  assert.deepEqual(pathspecFiles(gitops.files, 'clusters/us'), ['clusters/us/staging.json'], 'a directory pathspec lists its files')
  assert.deepEqual(
    matchFiles(gitops.files, [
      { path: 'clusters/**', exclude: false },
      { path: '*.txt', exclude: true }
    ]),
    ['clusters/eu/prod.yaml', 'clusters/list.yaml', 'clusters/us/staging.json']
  )
  assert.equal(gitops.files.includes('clusters/untracked.yaml'), false)
})

test('R6.5 git files, fasttemplate: objects flattened with dot keys and %v values; arrays yield one set per item; path is the directory', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', files: [{ path: 'clusters/*.yaml' }, { path: 'clusters/**/*.json' }] } }],
      template: template('{{cluster.name}}', 'envs/{{path.basename}}/{{path.filename}}', {
        destination: { server: 'https://kubernetes.default.svc', namespace: 'r{{cluster.replicas}}-ha{{cluster.ha}}-{{region}}' }
      })
    }),
    gitops
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(names(r.apps), ['prod-eu', 'dev-a', 'dev-b', 'staging-us'], 'files in sorted path order')
  assert.equal(sourcePath(r.apps[0]), 'envs/eu/prod.yaml')
  assert.equal(sourcePath(r.apps[1]), 'envs/clusters/list.yaml')
  assert.equal((spec(r.apps[0]).destination as Record<string, unknown>).namespace, 'r3-hatrue-eu-west-1')
  assert.equal((spec(r.apps[3]).destination as Record<string, unknown>).namespace, 'r1-hafalse-us-east-1')
})

test('R6.5 git files, goTemplate: nested objects kept, path.filename / path.segments', () => {
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', files: [{ path: 'clusters/eu/*.yaml' }] } }],
      template: template('{{ .cluster.name }}-{{ index .path.segments 1 }}', '{{ .path.path }}/{{ .path.filenameNormalized }}', {
        info: { ha: '{{ if .cluster.ha }}yes{{ end }}', replicas: '{{ .cluster.replicas }}' }
      })
    }),
    gitops
  )
  assert.deepEqual(names(r.apps), ['prod-eu-eu'])
  assert.equal(sourcePath(r.apps[0]), 'clusters/eu/prod.yaml')
  assert.deepEqual(spec(r.apps[0]).info, { ha: 'yes', replicas: '3' })
})

test('R6.5 git files: an unparsable file is a generator error', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', files: [{ path: 'clusters/*.txt' }] } }],
      template: template('{{cluster.name}}', 'x')
    }),
    gitops
  )
  assert.match(r.error ?? '', /unable to process file 'clusters\/notes.txt'/)
  assert.deepEqual(r.apps, [])
})

test('R6.6 matrix: git directories x list, every combination, fasttemplate', () => {
  const r = expandApplicationSet(
    appset({
      generators: [
        {
          matrix: {
            generators: [
              { git: { repoURL: REPO_URL, revision: 'HEAD', directories: [{ path: 'apps/guestbook' }, { path: 'apps/billing' }] } },
              { list: { elements: [{ env: 'dev' }, { env: 'prod' }] } }
            ]
          }
        }
      ],
      template: template('{{path.basename}}-{{env}}', '{{path}}')
    }),
    gitops
  )
  assert.deepEqual(names(r.apps), ['billing-dev', 'billing-prod', 'guestbook-dev', 'guestbook-prod'])
})

test('R6.8 matrix: child 2 is interpolated with child 1 params (git files path built from the directory)', () => {
  const repo = memRepo({ 'apps/a/config.yaml': 'size: small\n', 'apps/b/config.yaml': 'size: large\n', 'apps/a/k.yaml': '', 'apps/b/k.yaml': '' })
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      generators: [
        {
          matrix: {
            generators: [
              { git: { repoURL: REPO_URL, revision: 'HEAD', directories: [{ path: 'apps/*' }] } },
              {
                git: {
                  repoURL: REPO_URL,
                  revision: 'HEAD',
                  pathParamPrefix: 'cfg',
                  files: [{ path: '{{ .path.path }}/config.yaml' }],
                  values: { dir: '{{ .cfg.path.basename }}' }
                }
              }
            ]
          }
        }
      ],
      template: template('{{ .path.basename }}-{{ .size }}-{{ .values.dir }}', '{{ .path.path }}')
    }),
    repo
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(names(r.apps), ['a-small-a', 'b-large-b'], "values referring to the child's own params survive interpolation")
})

test('R6.6 matrix, fasttemplate: a key in both children with different values is an error', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ matrix: { generators: [{ list: { elements: [{ env: 'dev', name: 'a' }] } }, { list: { elements: [{ env: 'prod' }] } }] } }],
      template: template('{{name}}-{{env}}', 'x')
    }),
    gitops
  )
  assert.match(r.error ?? '', /duplicate key env with different value/)
  assert.deepEqual(r.apps, [])
})

test('R6.6 matrix, goTemplate: child 1 wins on conflicts and nested maps merge', () => {
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      generators: [
        {
          matrix: {
            generators: [{ list: { elements: [{ env: 'dev', cfg: { a: 1 } }] } }, { list: { elements: [{ env: 'prod', cfg: { b: 2 }, app: 'web' }] } }]
          }
        }
      ],
      template: template('{{ .app }}-{{ .env }}-{{ .cfg.a }}{{ .cfg.b }}', 'x')
    }),
    gitops
  )
  assert.deepEqual(names(r.apps), ['web-dev-12'])
})

test('R6.6 matrix: zero params from a child yield no apps; a child without a generator and three children are errors', () => {
  const empty = expandApplicationSet(
    appset({
      generators: [
        {
          matrix: {
            generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', directories: [{ path: 'nothing/*' }] } }, { list: { elements: [{ env: 'dev' }] } }]
          }
        }
      ],
      template: template('{{path.basename}}-{{env}}', 'x')
    }),
    gitops
  )
  assert.equal(empty.error, undefined)
  assert.deepEqual(empty.apps, [])
  const noGen = expandApplicationSet(
    appset({ generators: [{ matrix: { generators: [{ list: { elements: [{ a: 'x' }] } }, {}] } }], template: template('{{a}}', 'x') }),
    gitops
  )
  assert.match(noGen.error ?? '', /child generator generated no parameters/)
  const three = expandApplicationSet(
    appset({
      generators: [{ matrix: { generators: [{ list: { elements: [] } }, { list: { elements: [] } }, { list: { elements: [] } }] } }],
      template: template('x', 'x')
    }),
    gitops
  )
  assert.match(three.error ?? '', /Matrix support only two/)
})

test('R6.6 matrix nests one level (matrix of merge), deeper nesting is an error', () => {
  const inner = {
    merge: {
      mergeKeys: ['env'],
      generators: [
        {
          list: {
            elements: [
              { env: 'dev', size: 's' },
              { env: 'prod', size: 's' }
            ]
          }
        },
        { list: { elements: [{ env: 'prod', size: 'xl' }] } }
      ]
    }
  }
  const ok = expandApplicationSet(
    appset({
      generators: [{ matrix: { generators: [{ list: { elements: [{ app: 'web' }] } }, inner] } }],
      template: template('{{app}}-{{env}}-{{size}}', 'x')
    }),
    gitops
  )
  assert.deepEqual(names(ok.apps), ['web-dev-s', 'web-prod-xl'])
  const deep = {
    matrix: {
      generators: [
        { list: { elements: [{ a: 'x' }] } },
        { matrix: { generators: [{ list: { elements: [{ b: 'y' }] } }, { list: { elements: [{ c: 'z' }] } }] } }
      ]
    }
  }
  const bad = expandApplicationSet(
    appset({ generators: [{ matrix: { generators: [{ list: { elements: [{ app: 'web' }] } }, deep] } }], template: template('{{app}}', 'x') }),
    gitops
  )
  assert.match(bad.error ?? '', /nested more than one level/)
})

test('R6.7 merge: child 1 is the base, matching sets are overridden, unmatched later sets are dropped', () => {
  const r = expandApplicationSet(
    appset({
      generators: [
        {
          merge: {
            mergeKeys: ['cluster'],
            generators: [
              {
                list: {
                  elements: [
                    { cluster: 'dev', size: 'small' },
                    { cluster: 'prod', size: 'small' }
                  ]
                }
              },
              {
                list: {
                  elements: [
                    { cluster: 'prod', size: 'large' },
                    { cluster: 'qa', size: 'huge' }
                  ]
                }
              }
            ]
          }
        }
      ],
      template: template('{{cluster}}-{{size}}', 'x')
    }),
    gitops
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(names(r.apps), ['dev-small', 'prod-large'])
})

test('R6.7 merge: duplicate merge keys in a child and missing mergeKeys are errors', () => {
  const dup = expandApplicationSet(
    appset({
      generators: [
        { merge: { mergeKeys: ['cluster'], generators: [{ list: { elements: [{ cluster: 'dev' }, { cluster: 'dev' }] } }, { list: { elements: [] } }] } }
      ],
      template: template('{{cluster}}', 'x')
    }),
    gitops
  )
  assert.match(dup.error ?? '', /not unique by the given mergeKeys/)
  const none = expandApplicationSet(
    appset({ generators: [{ merge: { generators: [{ list: { elements: [{ a: 'x' }] } }, { list: { elements: [] } }] } }], template: template('{{a}}', 'x') }),
    gitops
  )
  assert.match(none.error ?? '', /no merge keys/)
})

test('R6.1 selector: matchLabels and matchExpressions on the flattened params', () => {
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      generators: [
        {
          list: {
            elements: [
              { name: 'a', cluster: { env: 'prod', tier: '1' } },
              { name: 'b', cluster: { env: 'prod' } },
              { name: 'c', cluster: { env: 'dev', tier: '2' } }
            ]
          },
          selector: { matchLabels: { 'cluster.env': 'prod' }, matchExpressions: [{ key: 'cluster.tier', operator: 'NotIn', values: ['2'] }] }
        }
      ],
      template: template('{{ .name }}', 'x')
    }),
    gitops
  )
  assert.deepEqual(names(r.apps), ['a', 'b'], 'NotIn also matches when the label is absent')
  const exists = expandApplicationSet(
    appset({
      generators: [{ list: { elements: [{ name: 'a', tier: '1' }, { name: 'b' }] }, selector: { matchExpressions: [{ key: 'tier', operator: 'Exists' }] } }],
      template: template('{{name}}', 'x')
    }),
    gitops
  )
  assert.deepEqual(names(exists.apps), ['a'])
  const bad = expandApplicationSet(
    appset({
      generators: [{ list: { elements: [{ name: 'a' }] }, selector: { matchExpressions: [{ key: 'tier', operator: 'Like', values: ['x'] }] } }],
      template: template('{{name}}', 'x')
    }),
    gitops
  )
  assert.match(bad.error ?? '', /not a valid label selector operator/)
})

test('R6.9 git generators on another repository are not expandable; aliases of this repository are', () => {
  const other = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: 'https://github.com/acme/other.git', revision: 'HEAD', directories: [{ path: '*' }] } }],
      template: template('{{path.basename}}', '{{path}}')
    }),
    gitops
  )
  assert.equal(other.error, undefined)
  assert.deepEqual(other.apps, [])
  assert.equal(other.unexpandable.length, 1)
  assert.match(other.unexpandable[0]!, /another repository.*acme\/other/)
  const alias = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: 'ssh://git@github.com/acme/gitops-mirror', revision: 'HEAD', directories: [{ path: 'clusters/*' }] } }],
      template: template('{{path.basename}}', '{{path}}')
    }),
    gitops
  )
  assert.deepEqual(names(alias.apps), ['eu', 'us'])
  assert.equal(meta(alias.apps[0]).namespace, 'argocd')
})

test('R6.4/R6.5 fasttemplate pathParamPrefix prefixes every path param; values see the prefixed params', () => {
  const r = expandApplicationSet(
    appset({
      generators: [
        {
          git: {
            repoURL: REPO_URL,
            revision: 'HEAD',
            pathParamPrefix: 'cfg',
            files: [{ path: 'clusters/eu/*' }],
            values: { where: '{{cfg.path[1]}}/{{region}}' }
          }
        }
      ],
      template: template('{{cluster.name}}-{{cfg.path.filenameNormalized}}', '{{cfg.path}}', { info: { w: '{{values.where}}', unprefixed: '{{path}}' } })
    }),
    gitops
  )
  assert.deepEqual(names(r.apps), ['prod-eu-prod.yaml'])
  assert.equal(sourcePath(r.apps[0]), 'clusters/eu')
  assert.deepEqual(spec(r.apps[0]).info, { w: 'eu/eu-west-1', unprefixed: '{{path}}' })
})

test('R6.6 selectors on the children of a nested matrix apply only with spec.applyNestedSelectors', () => {
  const nested = {
    matrix: {
      generators: [
        { list: { elements: [{ env: 'dev' }, { env: 'prod' }] }, selector: { matchLabels: { env: 'prod' } } },
        { list: { elements: [{ size: 's' }] } }
      ]
    }
  }
  const gen = { matrix: { generators: [{ list: { elements: [{ app: 'web' }] } }, nested] } }
  const ignored = expandApplicationSet(appset({ generators: [gen], template: template('{{app}}-{{env}}', 'x') }), gitops)
  assert.deepEqual(names(ignored.apps), ['web-dev', 'web-prod'])
  assert.match(ignored.warnings.join('\n'), /applyNestedSelectors/)
  const applied = expandApplicationSet(appset({ applyNestedSelectors: true, generators: [gen], template: template('{{app}}-{{env}}', 'x') }), gitops)
  assert.deepEqual(names(applied.apps), ['web-prod'])
})

test('R6.5 git files: a file holding an empty list generates no app; an empty file generates one (generateParamsFromGitFile)', () => {
  const repo = memRepo({
    'envs/none.yaml': '[]\n',
    'envs/none.json': '[]',
    'envs/blank.yaml': '',
    'envs/one.yaml': '- env: qa\n'
  })
  const r = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', files: [{ path: 'envs/*' }] } }],
      template: template('app-{{path.filename}}-{{env}}', 'apps/guestbook')
    }),
    repo
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(names(r.apps).sort(), ['app-blank.yaml-{{env}}', 'app-one.yaml-qa'])
})
