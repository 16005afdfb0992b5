// A git remote on loopback for the kustomize remote-base tests: git's own smart-HTTP server (`git http-backend`, a
// CGI program) behind a Node http server on 127.0.0.1. kustomize fetches with `git fetch --depth=1`, which the dumb
// HTTP protocol cannot serve, hence the CGI.
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { git, makeRepo } from './git.js'
import { tempDir } from './tools.js'

export interface GitHttpServer {
  /** http://127.0.0.1:<port> */
  url: string
  /** 127.0.0.1:<port> */
  host: string
  /** Request paths (without query), in order. */
  requests: string[]
  close(): Promise<void>
}

/** Serves every bare repository under `root` (e.g. `<url>/infra.git`). */
export async function serveGit(root: string): Promise<GitHttpServer> {
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?')
    requests.push(path!)
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH ?? '',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        GIT_CONFIG_NOSYSTEM: '1',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(path!),
        QUERY_STRING: query,
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        REMOTE_ADDR: '127.0.0.1',
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {})
      },
      stdio: ['pipe', 'pipe', 'ignore']
    })
    req.pipe(cgi.stdin)
    const chunks: Buffer[] = []
    cgi.stdout.on('data', (b: Buffer) => chunks.push(b))
    cgi.on('close', () => {
      const out = Buffer.concat(chunks)
      const end = out.indexOf('\r\n\r\n')
      if (end < 0) return void res.writeHead(500).end()
      let status = 200
      const headers: Record<string, string> = {}
      for (const line of out.subarray(0, end).toString('utf8').split('\r\n')) {
        const i = line.indexOf(':')
        const [k, v] = [line.slice(0, i).trim(), line.slice(i + 1).trim()]
        if (k.toLowerCase() === 'status') status = Number.parseInt(v, 10)
        else headers[k] = v
      }
      res.writeHead(status, headers).end(out.subarray(end + 4))
    })
  })
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      })
  }
}

/** A bare repository `<root>/<name>.git` holding one commit of `files`, tagged `tag`; returns `root`. */
export function bareRepo(name: string, files: Record<string, string>, tag = 'v1', root = tempDir('pg-git-remote-')): string {
  const work = makeRepo(files, null)
  git(work, 'tag', tag)
  git(root, 'clone', '-q', '--bare', work, `${name}.git`)
  return root
}
