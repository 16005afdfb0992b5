// A repository whose head changes values a reviewer wants to see (issue 11 item 1, the rendered diff): a Deployment's
// image tag and replicas, a Secret with one changed and one unchanged value (data) and a stringData Secret whose value
// changed; a ConfigMap is created and one pruned (listed, not dumped). SECRET_VALUES must never appear in any output.
import { commit, makeRepo, ORIGIN } from './git.js'

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64')

export const SECRET_VALUES = ['hunter2-base-password', 'hunter2-head-password', 'admin-user-name', 'tok-plain-value-1', 'tok-plain-value-2']
/** Every secret value and its base64: none may occur in any output. */
export const SECRET_NEEDLES = SECRET_VALUES.flatMap((v) => [v, b64(v)])

const app = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: shop
  namespace: argocd
spec:
  project: default
  source:
    repoURL: ${ORIGIN}
    targetRevision: HEAD
    path: shop
  destination:
    server: https://kubernetes.default.svc
    namespace: shop
  syncPolicy:
    automated: {prune: true}
`
const deploy = (image: string, replicas: number) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: ${replicas}
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: ${image}
          ports: [{containerPort: 80}]
`
const creds = (password: string) => `apiVersion: v1
kind: Secret
metadata:
  name: creds
type: Opaque
data:
  username: ${b64('admin-user-name')}
  password: ${b64(password)}
`
const token = (value: string) => `apiVersion: v1
kind: Secret
metadata:
  name: token
stringData:
  token: ${value}
`
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "1"\n`

export function diffRepo(): string {
  const dir = makeRepo({
    'apps/shop.yaml': app,
    'shop/deploy.yaml': deploy('nginx:1.1', 2),
    'shop/creds.yaml': creds('hunter2-base-password'),
    'shop/token.yaml': token('tok-plain-value-1'),
    'shop/old.yaml': cm('old-flags')
  })
  commit(
    dir,
    {
      'shop/deploy.yaml': deploy('nginx:1.2', 4),
      'shop/creds.yaml': creds('hunter2-head-password'),
      'shop/token.yaml': token('tok-plain-value-2'),
      'shop/new.yaml': cm('new-flags')
    },
    'head',
    ['shop/old.yaml']
  )
  return dir
}
