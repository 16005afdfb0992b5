// A loopback HTTP CONNECT proxy (127.0.0.1 only), like a corporate forward proxy: it answers CONNECT <host>:<port> by
// opening a TCP connection and relaying bytes both ways. Every host is reached at 127.0.0.1 (the proxy resolves names,
// the client never does), so a test can use a non-loopback name such as argocd.example.test. It records each tunnel's
// authority and Proxy-Authorization header and every byte the client sends through it, and refuses CONNECT with a
// given status on demand. A plain (absolute-URI) proxy request is recorded and answered 502: it must not happen.
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { connect } from 'node:net'

export class ConnectProxy {
  url = ''
  port = 0
  /** `host:port` of each CONNECT, in order. */
  tunnels: string[] = []
  proxyAuth: Array<string | undefined> = []
  /** Absolute-URI requests (not CONNECT): a client sending its request to the proxy in clear text. */
  plainRequests: string[] = []
  /** Answer CONNECT with this status instead of opening the tunnel. */
  refuseWith: number | undefined
  private relayed: Buffer[] = []
  private server: Server | undefined
  private readonly open = new Set<Socket>()

  /** Everything clients sent through the tunnels (after CONNECT), as latin1 text to search. */
  relayedText(): string {
    return Buffer.concat(this.relayed).toString('latin1')
  }

  reset(): void {
    this.tunnels = []
    this.proxyAuth = []
    this.plainRequests = []
    this.relayed = []
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.plainRequests.push(`${req.method} ${req.url}`)
      res.writeHead(502).end()
    })
    this.server.on('connection', (s: Socket) => {
      this.open.add(s)
      s.on('close', () => this.open.delete(s))
    })
    this.server.on('connect', (req, client: Socket, head: Buffer) => {
      this.tunnels.push(req.url ?? '')
      this.proxyAuth.push(req.headers['proxy-authorization'])
      if (this.refuseWith) return void client.end(`HTTP/1.1 ${this.refuseWith} Refused\r\nContent-Length: 0\r\n\r\n`)
      const port = Number(/:(\d+)$/.exec(req.url ?? '')?.[1])
      const upstream = connect(port, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        if (head.length) {
          this.relayed.push(head)
          upstream.write(head)
        }
        client.on('data', (d: Buffer) => this.relayed.push(d))
        client.pipe(upstream)
        upstream.pipe(client)
      })
      this.open.add(upstream)
      upstream.on('close', () => (this.open.delete(upstream), client.destroy()))
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
      client.on('close', () => upstream.destroy())
    })
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.port = (this.server.address() as AddressInfo).port
    this.url = `http://127.0.0.1:${this.port}`
    return this
  }

  async stop(): Promise<void> {
    for (const s of this.open) s.destroy()
    await new Promise<void>((r) => this.server?.close(() => r()))
  }
}
