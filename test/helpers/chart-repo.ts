// Real chart sources on loopback for the remote-chart tests: a Helm chart repository served by a Node http server
// (`helm package` + `helm repo index`), and an OCI registry run from Debian's `docker-registry` package
// (distribution v2). Everything listens on 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process'
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { join } from 'node:path'
import { parseSource, type AppSource } from '../../src/argocd/application.js'
import type { Tool } from '../../src/render/types.js'
import { devToolbox, runner, tempDir, writeTree } from './tools.js'

export const toolbox = devToolbox()

export interface ChartSpec {
  name: string
  version: string
  /** Data of the chart's one ConfigMap (default: { version }). */
  data?: Record<string, string>
  /** Extra files in the chart. */
  files?: Record<string, string>
}

/** Private helm homes, so tests never read or write the machine's helm config. */
export function helmEnv(home: string): Record<string, string> {
  const env = {
    HOME: home,
    HELM_CONFIG_HOME: join(home, 'config'),
    HELM_CACHE_HOME: join(home, 'cache'),
    HELM_DATA_HOME: join(home, 'data'),
    DOCKER_CONFIG: join(home, 'docker')
  }
  for (const d of Object.values(env)) mkdirSync(d, { recursive: true })
  return env
}

const home = tempDir('pg-helm-home-')

/** Runs the dev helm with private homes; returns stdout + stderr. */
export async function helm(args: string[], cwd: string): Promise<string> {
  const tool: Tool = await toolbox.helm()
  const r = await runner.run(tool, args, { cwd, env: helmEnv(home) })
  if (r.code !== 0) throw new Error(`helm ${args.join(' ')} failed: ${r.stderr}`)
  return `${r.stdout}\n${r.stderr}`
}

/** Writes a small chart (one ConfigMap named `<name>-cm`) under dir/<name>; returns the chart dir. */
export function writeChart(dir: string, spec: ChartSpec): string {
  const root = join(dir, spec.name)
  const data = spec.data ?? { version: spec.version }
  writeTree(root, {
    'Chart.yaml': `apiVersion: v2\nname: ${spec.name}\nversion: ${spec.version}\n`,
    'values.yaml': 'greeting: hello\n',
    'templates/cm.yaml':
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${spec.name}-cm\ndata:\n  greeting: {{ .Values.greeting | quote }}\n` +
      Object.entries(data)
        .map(([k, v]) => `  ${k}: ${JSON.stringify(v)}\n`)
        .join(''),
    ...spec.files
  })
  return root
}

/** `helm package` each chart into outDir; returns the .tgz paths. */
export async function packageCharts(specs: ChartSpec[], outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true })
  const out: string[] = []
  for (const spec of specs) {
    const src = tempDir('pg-chart-src-')
    writeChart(src, spec)
    await helm(['package', join(src, spec.name), '--destination', outDir], src)
    out.push(join(outDir, `${spec.name}-${spec.version}.tgz`))
  }
  return out
}

export interface LoopbackServer {
  /** http://127.0.0.1:<port> */
  url: string
  /** Paths requested, in order. */
  requests: string[]
  count(path: string): number
  close(): Promise<void>
}

export interface ServeOptions {
  /** HTTP basic auth required for every path (a private chart repository). */
  auth?: { username: string; password: string }
  /** Path → Location: answers 302 (a redirect to test the network policy on every hop). */
  redirects?: Record<string, string>
}

/**
 * Serves files of `dir` on 127.0.0.1. Paths under /private/ answer 401 (a repository that needs credentials); with
 * `auth`, every path needs those credentials. Absolute-form request lines (a proxy request) are served by path too.
 */
export async function serveDir(dir: string, opts: ServeOptions = {}): Promise<LoopbackServer> {
  const requests: string[] = []
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    requests.push(path)
    const expected = opts.auth ? `Basic ${Buffer.from(`${opts.auth.username}:${opts.auth.password}`).toString('base64')}` : undefined
    if (expected && req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="charts"' }).end('unauthorized')
      return
    }
    const to = opts.redirects?.[path]
    if (to) {
      res.writeHead(302, { location: to }).end()
      return
    }
    if (path.startsWith('/private/')) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="charts"' }).end('unauthorized')
      return
    }
    try {
      if (path.includes('..')) throw new Error('no')
      const body = readFileSync(join(dir, path))
      res.writeHead(200, { 'content-type': path.endsWith('.yaml') ? 'text/yaml' : 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end('not found')
    }
  })
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: (p) => requests.filter((r) => r === p).length,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      })
  }
}

export interface ChartRepo extends LoopbackServer {
  dir: string
}

/** A Helm chart repository on loopback holding the given chart versions (relative URLs in index.yaml). */
export async function startChartRepo(specs: ChartSpec[], opts: ServeOptions = {}): Promise<ChartRepo> {
  const dir = tempDir('pg-chart-repo-')
  await packageCharts(specs, dir)
  await helm(['repo', 'index', dir], dir)
  return { dir, ...(await serveDir(dir, opts)) }
}

/** A loopback server answering every path with `body` (stands for a metadata endpoint or an internal service). */
export async function serveSecret(body: string): Promise<LoopbackServer> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/')
    res.writeHead(200, { 'content-type': 'text/plain' }).end(body)
  })
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: (p) => requests.filter((r) => r === p).length,
    close: () => new Promise<void>((ok) => (server.closeAllConnections(), server.close(() => ok())))
  }
}

/** A parsed Application source. */
export function source(raw: Record<string, unknown>): AppSource {
  return parseSource(raw)
}

// ---------------------------------------------------------------------------------------------------------------
// OCI registry (Debian package `docker-registry`, binary /usr/bin/docker-registry; upstream names it `registry`).

export interface OciRegistry {
  /** 127.0.0.1:<port> */
  host: string
  /** Pushes a packaged chart to oci://<host>/<repoPath> with --plain-http; returns the manifest digest. */
  push(tgz: string, repoPath?: string): Promise<string>
  stop(): Promise<void>
}

/** PRUNE_GUARD_TEST_REGISTRY, when set, is the only candidate (set it to a missing path to see the skip). */
function findRegistryBinary(): string | undefined {
  const forced = process.env.PRUNE_GUARD_TEST_REGISTRY
  for (const p of forced ? [forced] : ['/usr/bin/docker-registry', '/usr/bin/registry', '/usr/local/bin/registry']) {
    try {
      accessSync(p, constants.X_OK)
      return p
    } catch {
      // next
    }
  }
  return undefined
}

async function freePort(): Promise<number> {
  const srv = createNetServer()
  await new Promise<void>((ok, fail) => srv.once('error', fail).listen(0, '127.0.0.1', ok))
  const port = (srv.address() as { port: number }).port
  await new Promise<void>((ok) => srv.close(() => ok()))
  return port
}

async function waitReady(url: string, child: ChildProcess, ms: number): Promise<string | undefined> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return `exited with code ${child.exitCode}`
    try {
      const r = await fetch(url)
      if (r.status === 200) return undefined
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return `not ready after ${ms} ms`
}

/**
 * Starts a registry on a free 127.0.0.1 port with a temp storage dir, or returns why it cannot (the OCI tests then
 * skip with that reason). `.ci/run` installs the package when it is missing.
 */
export async function startOciRegistry(): Promise<OciRegistry | { skip: string }> {
  const bin = findRegistryBinary()
  if (!bin) {
    return { skip: 'OCI registry not available: Debian package docker-registry is not installed (apt-get install docker-registry; .ci/run installs it)' }
  }
  const dir = tempDir('pg-oci-')
  const log: string[] = []
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    const config = join(dir, `config-${port}.yml`)
    writeFileSync(
      config,
      `version: 0.1\nlog:\n  level: error\n  accesslog:\n    disabled: true\nstorage:\n  filesystem:\n    rootdirectory: ${join(dir, 'storage')}\n` +
        `  delete:\n    enabled: true\nhttp:\n  addr: 127.0.0.1:${port}\n`
    )
    const child = spawn(bin, ['serve', config], { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH ?? '', HOME: dir } })
    process.on('exit', () => child.exitCode === null && child.kill('SIGKILL')) // never outlive the test process
    child.stderr?.on('data', (b: Buffer) => log.push(b.toString()))
    const problem = await new Promise<string | undefined>((ok) => {
      child.once('error', (e) => ok(`could not start ${bin}: ${e.message}`))
      waitReady(`http://127.0.0.1:${port}/v2/`, child, 10_000).then(ok, (e: Error) => ok(e.message))
    })
    if (problem) {
      child.kill('SIGKILL')
      if (attempt === 2) return { skip: `OCI registry ${bin} could not be started on 127.0.0.1 (${problem}): ${log.join('').slice(0, 300)}` }
      continue
    }
    const host = `127.0.0.1:${port}`
    return {
      host,
      push: async (tgz, repoPath = 'charts') => {
        const out = await helm(['push', tgz, `oci://${host}/${repoPath}`, '--plain-http'], dir)
        const digest = /Digest:\s*(sha256:[0-9a-f]{64})/.exec(out)?.[1]
        if (!digest) throw new Error(`helm push printed no digest: ${out}`)
        return digest
      },
      stop: () =>
        new Promise<void>((ok) => {
          if (child.exitCode !== null) return ok()
          child.once('exit', () => ok())
          child.kill('SIGTERM')
        })
    }
  }
  return { skip: 'OCI registry could not be started' }
}
