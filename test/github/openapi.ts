// Validates requests against GitHub's published OpenAPI description (@octokit/openapi, api.github.com.json): the
// method and path must be a documented operation, query and path parameters must be declared and well-typed, and
// the JSON body must match the operation's requestBody schema. Returns the operation id and a list of problems.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import Ajv from 'ajv'

type Obj = Record<string, any>

const require = createRequire(import.meta.url)
const SPEC_ID = 'https://api.github.com/openapi'

interface Route {
  template: string
  re: RegExp
  names: string[]
}

let spec: Obj | undefined
let routes: Route[] = []
const ajv = new Ajv.default({ strict: false, allErrors: true, validateFormats: false })
const compiled = new Map<string, ReturnType<typeof ajv.compile>>()

function load(): Obj {
  if (spec) return spec
  spec = JSON.parse(readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8')) as Obj
  ajv.addSchema({ $id: SPEC_ID, components: spec.components }, SPEC_ID)
  routes = Object.keys(spec.paths).map((template) => {
    const names: string[] = []
    const re = new RegExp(
      '^' +
        template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, n: string) => {
          names.push(n)
          // A repository file path (contents/{path}) spans folders; GitHub takes it with its slashes.
          return n === 'path' ? '(.+)' : '([^/]+)'
        }) +
        '$'
    )
    return { template, re, names }
  })
  // Literal segments win over parameters (e.g. /issues/comments/{id} over /issues/{number}/...).
  routes.sort((a, b) => a.names.length - b.names.length)
  return spec
}

function rebase(schema: unknown): Obj {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${SPEC_ID}#/components/`)) as Obj
}

function deref(p: Obj): Obj {
  if (typeof p.$ref !== 'string') return p
  const name = p.$ref.replace('#/components/parameters/', '')
  return load().components.parameters[name] as Obj
}

function validator(key: string, schema: unknown): ReturnType<typeof ajv.compile> {
  let v = compiled.get(key)
  if (!v) {
    v = ajv.compile(rebase(schema))
    compiled.set(key, v)
  }
  return v
}

function coerce(value: string, schema: Obj): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
  if (schema.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value
  return value
}

export interface Validation {
  operationId: string | null
  template: string | null
  params: Record<string, string>
  problems: string[]
}

export function validateRequest(method: string, path: string, query: URLSearchParams, body: unknown): Validation {
  const s = load()
  const m = method.toLowerCase()
  const route = routes.find((r) => r.re.test(path) && s.paths[r.template][m])
  if (!route) return { operationId: null, template: null, params: {}, problems: [`${method} ${path} is not an operation of the GitHub REST API`] }
  const op = s.paths[route.template][m] as Obj
  const problems: string[] = []
  const values = route.re.exec(path)!.slice(1).map(decodeURIComponent)
  const params = Object.fromEntries(route.names.map((n, i) => [n, values[i]!]))
  const declared = [...(s.paths[route.template].parameters ?? []), ...(op.parameters ?? [])].map(deref)
  for (const p of declared) {
    const raw = p.in === 'path' ? params[p.name] : p.in === 'query' ? query.get(p.name) : undefined
    if (p.in !== 'path' && p.in !== 'query') continue
    if (raw === null || raw === undefined) {
      if (p.required) problems.push(`missing required ${p.in} parameter ${p.name}`)
      continue
    }
    const v = validator(`${op.operationId}:${p.in}:${p.name}`, p.schema ?? {})
    if (!v(coerce(raw, p.schema ?? {}))) problems.push(`${p.in} parameter ${p.name}=${raw}: ${ajv.errorsText(v.errors)}`)
    if (p.name === 'per_page' && Number(raw) > 100) problems.push('per_page is above 100')
  }
  for (const k of query.keys()) if (!declared.some((p) => p.in === 'query' && p.name === k)) problems.push(`undeclared query parameter ${k}`)
  const content = op.requestBody?.content?.['application/json']
  if (body === undefined) {
    if (op.requestBody?.required) problems.push('missing required request body')
  } else if (!content) {
    problems.push('the operation takes no JSON request body')
  } else {
    const v = validator(`${op.operationId}:body`, content.schema ?? {})
    if (!v(body)) problems.push(`request body: ${ajv.errorsText(v.errors)}`)
  }
  return { operationId: op.operationId as string, template: route.template, params, problems }
}
