// A loopback HTTP proxy for tests: CONNECT tunnels and absolute-form forward requests, each recorded with the host it
// was asked for. `route` maps a requested host:port to where the proxy really connects (a local fake), or null to
// answer 502 (a host the test does not serve).
import { createServer, request, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

export interface ProxyRequest {
  kind: 'connect' | 'forward'
  host: string
}

export class TestProxy {
  url = ''
  seen: ProxyRequest[] = []
  private server: Server | undefined
  constructor(private readonly route: (host: string, port: number) => { host: string; port: number } | null) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const u = new URL(req.url ?? '/')
      this.seen.push({ kind: 'forward', host: u.host })
      const to = this.route(u.hostname, Number(u.port || 80))
      if (!to) return void res.writeHead(502).end('no route')
      const up = request({ host: to.host, port: to.port, method: req.method, path: u.pathname + u.search, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers)
        r.pipe(res)
      })
      up.on('error', () => res.writeHead(502).end())
      req.pipe(up)
    })
    this.server.on('connect', (req, socket, head) => {
      const [host, port] = (req.url ?? '').split(':')
      this.seen.push({ kind: 'connect', host: req.url ?? '' })
      const to = this.route(host!, Number(port))
      if (!to) return void socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      const up = connect(to.port, to.host, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        up.write(head)
        up.pipe(socket)
        socket.pipe(up)
      })
      up.on('error', () => socket.destroy())
      socket.on('error', () => up.destroy())
    })
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((r) => this.server?.close(() => r()))
  }
}
