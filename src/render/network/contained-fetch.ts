// Fetches a renderer makes on its own, held to the network policy at every hop, loopback included (hardening issue:
// a remote base the config allows may list further references, and Go never sends `localhost` or a loopback address
// through a proxy, so a nested `http://127.0.0.1:8500/...` reached the runner's own services).
//
// The renderer (kustomize, with the git and helm it starts) runs under bubblewrap in a network namespace of its own:
// its loopback is its own and empty, and its only way out is a unix socket to the guard's egress proxy (egress.ts),
// which checks every connection against allowedHosts and connects to the address it checked. Inside the namespace a
// small relay (RELAY below, run by the guard's own node) listens on the proxy port the environment names, piping each
// connection to the socket, and on each loopback host:port the policy lists exactly (an allowed test or mirror server),
// tunnelling each connection there with CONNECT, since Go connects to such addresses directly. Anything else on
// loopback is refused by the empty namespace; any other host is refused by the proxy.
// bwrap shares the filesystem as it is (`--dev-bind / /`): file containment stays kustomize/bounds.ts's, as without
// the namespace. Not contained: ssh remotes (ssh cannot go through an HTTP proxy) and runners without bubblewrap or
// user namespaces; the caller says so (docs/security.md).
import type { Tool } from '../types.js'
import { startEgressProxy, type GuardedPolicy } from './egress.js'

/** The port the relay listens on for the proxy, unless an allowed loopback target uses it. */
const PROXY_PORT = 3128

/**
 * The relay, run as `node -e RELAY <socket> <proxyPort> <forwards JSON> -- <command> <args…>`: listens, then runs the
 * command with the same stdio and exits as it did. Kept to node's built-ins: it runs inside the namespace.
 */
export const RELAY = `
const net = require('node:net'), { spawn } = require('node:child_process');
const [sock, port, fw] = process.argv.slice(1, 4), cut = process.argv.indexOf('--');
const cmd = process.argv.slice(cut + 1), forwards = JSON.parse(fw);
const pipe = (a, b) => { a.on('error', () => b.destroy()); b.on('error', () => a.destroy()); a.pipe(b); b.pipe(a); };
const listen = (host, p, onConn) => new Promise((ok) => { const s = net.createServer(onConn); s.on('error', () => ok()); s.listen(p, host, () => ok()); });
const tunnel = (target) => (c) => {
  const up = net.connect(sock); let buf = Buffer.alloc(0);
  up.on('error', () => c.destroy()); c.on('error', () => up.destroy());
  up.write('CONNECT ' + target + ' HTTP/1.1\\r\\nHost: ' + target + '\\r\\n\\r\\n');
  const onData = (d) => { buf = Buffer.concat([buf, d]); const end = buf.indexOf('\\r\\n\\r\\n'); if (end < 0) return;
    up.off('data', onData); if (!/^HTTP\\/1\\.[01] 200/.test(buf.toString('latin1'))) { c.destroy(); up.destroy(); return; }
    const rest = buf.subarray(end + 4); if (rest.length) c.write(rest); pipe(c, up); };
  up.on('data', onData);
};
(async () => {
  await listen('127.0.0.1', Number(port), (c) => pipe(c, net.connect(sock)));
  for (const f of forwards) await listen(f.listen, f.port, tunnel(f.target));
  const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit' });
  for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(s, () => child.kill(s));
  child.on('error', (e) => { process.stderr.write(String(e.message) + '\\n'); process.exit(127); });
  child.on('exit', (code, signal) => process.exit(code === null ? 128 + (require('node:os').constants.signals[signal] || 9) : code));
})();
`

export interface ContainedEgress {
  /** `tool` run inside the namespace, behind the relay. */
  tool(tool: Tool): Tool
  /** Proxy variables naming the relay, NO_PROXY cleared. */
  env: Record<string, string>
  /** Why the egress proxy refused connections, in order. */
  refused: readonly string[]
  close(): Promise<void>
}

/**
 * Loopback `host:port`s the policy lists exactly: the relay listens on them inside the namespace. A loopback entry
 * without a port (any port) cannot be listened on: its fetches fail inside the namespace (docs/security.md).
 */
export function loopbackForwards(allowedHosts: readonly string[]): Array<{ listen: string; port: number; target: string }> {
  const out: Array<{ listen: string; port: number; target: string }> = []
  for (const entry of allowedHosts) {
    const m = /^(\[[0-9a-f:.]+\]|[^:[\]]+):(\d+)$/i.exec(entry.trim().toLowerCase())
    if (!m) continue
    const host = m[1]!.replace(/^\[|\]$/g, '')
    const port = Number(m[2])
    const listen = host === 'localhost' ? ['127.0.0.1', '::1'] : /^127\.\d+\.\d+\.\d+$/.test(host) ? [host] : host === '::1' ? ['::1'] : []
    for (const l of listen) out.push({ listen: l, port, target: `${host.includes(':') ? `[${host}]` : host}:${port}` })
  }
  return out
}

/** Starts the egress proxy on a unix socket in `dir` and returns how to run a tool behind it. */
export async function startContainedEgress(policy: GuardedPolicy, dir: string): Promise<ContainedEgress> {
  const socket = `${dir}/egress.sock`
  const proxy = await startEgressProxy(policy, { socket })
  const forwards = loopbackForwards(policy.allowedHosts)
  let port = PROXY_PORT
  while (forwards.some((f) => f.port === port)) port++
  const url = `http://127.0.0.1:${port}`
  return {
    tool: (t) => ({
      ...t,
      command: 'bwrap',
      prefixArgs: [
        '--dev-bind',
        '/',
        '/',
        '--unshare-net',
        '--die-with-parent',
        '--',
        process.execPath,
        '-e',
        RELAY,
        socket,
        String(port),
        JSON.stringify(forwards),
        '--',
        t.command,
        ...t.prefixArgs
      ]
    }),
    env: { HTTP_PROXY: url, HTTPS_PROXY: url, http_proxy: url, https_proxy: url, ALL_PROXY: url, all_proxy: url, NO_PROXY: '', no_proxy: '' },
    refused: proxy.refused,
    close: () => proxy.close()
  }
}
