import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-4N64VFDJ.js";

// node_modules/hpagent/index.js
var require_hpagent = __commonJS({
  "node_modules/hpagent/index.js"(exports, module) {
    "use strict";
    var https = __require("https");
    var http = __require("http");
    var { URL } = __require("url");
    var HttpProxyAgent2 = class extends http.Agent {
      constructor(options) {
        const { proxy, proxyRequestOptions, ...opts } = options;
        super(opts);
        this.proxy = typeof proxy === "string" ? new URL(proxy) : proxy;
        this.proxyRequestOptions = proxyRequestOptions || {};
      }
      createConnection(options, callback) {
        const requestOptions = {
          ...this.proxyRequestOptions,
          method: "CONNECT",
          host: this.proxy.hostname,
          port: this.proxy.port,
          path: `${options.host}:${options.port}`,
          setHost: false,
          headers: { ...this.proxyRequestOptions.headers, connection: this.keepAlive ? "keep-alive" : "close", host: `${options.host}:${options.port}` },
          agent: false,
          timeout: options.timeout || 0
        };
        if (this.proxy.username || this.proxy.password) {
          const base64 = Buffer.from(`${decodeURIComponent(this.proxy.username || "")}:${decodeURIComponent(this.proxy.password || "")}`).toString("base64");
          requestOptions.headers["proxy-authorization"] = `Basic ${base64}`;
        }
        if (this.proxy.protocol === "https:") {
          requestOptions.servername = this.proxy.hostname;
        }
        const request = (this.proxy.protocol === "http:" ? http : https).request(requestOptions);
        request.once("connect", (response, socket, head) => {
          request.removeAllListeners();
          socket.removeAllListeners();
          if (response.statusCode === 200) {
            callback(null, socket);
          } else {
            socket.destroy();
            callback(new Error(`Bad response: ${response.statusCode}`), null);
          }
        });
        request.once("timeout", () => {
          request.destroy(new Error("Proxy timeout"));
        });
        request.once("error", (err) => {
          request.removeAllListeners();
          callback(err, null);
        });
        request.end();
      }
    };
    var HttpsProxyAgent2 = class extends https.Agent {
      constructor(options) {
        const { proxy, proxyRequestOptions, ...opts } = options;
        super(opts);
        this.proxy = typeof proxy === "string" ? new URL(proxy) : proxy;
        this.proxyRequestOptions = proxyRequestOptions || {};
      }
      createConnection(options, callback) {
        const requestOptions = {
          ...this.proxyRequestOptions,
          method: "CONNECT",
          host: this.proxy.hostname,
          port: this.proxy.port,
          path: `${options.host}:${options.port}`,
          setHost: false,
          headers: { ...this.proxyRequestOptions.headers, connection: this.keepAlive ? "keep-alive" : "close", host: `${options.host}:${options.port}` },
          agent: false,
          timeout: options.timeout || 0
        };
        if (this.proxy.username || this.proxy.password) {
          const base64 = Buffer.from(`${decodeURIComponent(this.proxy.username || "")}:${decodeURIComponent(this.proxy.password || "")}`).toString("base64");
          requestOptions.headers["proxy-authorization"] = `Basic ${base64}`;
        }
        if (this.proxy.protocol === "https:") {
          requestOptions.servername = this.proxy.hostname;
        }
        const request = (this.proxy.protocol === "http:" ? http : https).request(requestOptions);
        request.once("connect", (response, socket, head) => {
          request.removeAllListeners();
          socket.removeAllListeners();
          if (response.statusCode === 200) {
            const secureSocket = super.createConnection({ ...options, socket });
            callback(null, secureSocket);
          } else {
            socket.destroy();
            callback(new Error(`Bad response: ${response.statusCode}`), null);
          }
        });
        request.once("timeout", () => {
          request.destroy(new Error("Proxy timeout"));
        });
        request.once("error", (err) => {
          request.removeAllListeners();
          callback(err, null);
        });
        request.end();
      }
    };
    module.exports = {
      HttpProxyAgent: HttpProxyAgent2,
      HttpsProxyAgent: HttpsProxyAgent2
    };
  }
});

// src/live/application.ts
var InvalidShape = class extends Error {
  constructor(message) {
    super(message);
    this.name = "InvalidShape";
  }
};
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var str = (v) => typeof v === "string" && v !== "" ? v : void 0;
function resource(r, where) {
  if (!isObj(r)) throw new InvalidShape(`${where} is not an object`);
  const kind = str(r.kind);
  const name = str(r.name);
  if (!kind || !name) throw new InvalidShape(`${where} has no kind or name`);
  const out = {
    group: str(r.group) ?? "",
    version: str(r.version) ?? "",
    kind,
    namespace: str(r.namespace) ?? "",
    name
  };
  if (str(r.status)) out.status = r.status;
  if (r.requiresPruning === true) out.requiresPruning = true;
  if (r.hook === true) out.hook = true;
  return out;
}
function parseApplication(o, fallbackNamespace = "") {
  if (!isObj(o)) throw new InvalidShape("an item is not an object");
  const meta = isObj(o.metadata) ? o.metadata : {};
  const name = str(meta.name);
  if (!name) throw new InvalidShape("an item has no metadata.name");
  const namespace = str(meta.namespace) ?? fallbackNamespace;
  const spec = isObj(o.spec) ? o.spec : {};
  const status = isObj(o.status) ? o.status : {};
  const sync = isObj(status.sync) ? status.sync : {};
  const op = isObj(status.operationState) ? status.operationState : {};
  const result = isObj(op.syncResult) ? op.syncResult : {};
  const list = status.resources ?? [];
  if (!Array.isArray(list)) throw new InvalidShape(`${namespace}/${name}: status.resources is not a list`);
  const app = {
    name,
    namespace,
    resources: list.map((r, i) => resource(r, `${namespace}/${name}: status.resources[${i}]`))
  };
  if (str(spec.project)) app.project = spec.project;
  if (str(sync.status)) app.syncStatus = sync.status;
  const revisions = Array.isArray(sync.revisions) ? sync.revisions.filter((r) => typeof r === "string") : [];
  if (revisions.length) app.revisions = revisions;
  const revision = str(sync.revision) ?? revisions[0];
  if (revision) app.revision = revision;
  if (str(op.phase)) app.operationPhase = op.phase;
  const resultRevisions = Array.isArray(result.revisions) ? result.revisions.filter((r) => typeof r === "string") : [];
  const synced = str(result.revision) ?? resultRevisions[0];
  if (synced && synced !== revision) app.lastSyncedRevision = synced;
  const dest = isObj(spec.destination) ? spec.destination : {};
  return { app, destination: { server: str(dest.server), name: str(dest.name) } };
}
function parseApplicationList(body, fallbackNamespace = "") {
  if (!isObj(body)) throw new InvalidShape("the response is not a JSON object");
  const items = body.items ?? [];
  if (!Array.isArray(items)) throw new InvalidShape("items is not a list");
  const meta = isObj(body.metadata) ? body.metadata : {};
  return { apps: items.map((i) => parseApplication(i, fallbackNamespace)), continueToken: str(meta.continue) };
}
function annotationsOfObject(o) {
  if (!isObj(o)) throw new InvalidShape("the object is not a JSON object");
  const meta = isObj(o.metadata) ? o.metadata : {};
  const a = isObj(meta.annotations) ? meta.annotations : {};
  const out = {};
  for (const [k, v] of Object.entries(a)) if (typeof v === "string") out[k] = v;
  return out;
}
function isInCluster(d) {
  return d.server === "https://kubernetes.default.svc" || d.server === void 0 && d.name === "in-cluster";
}

// src/live/failure.ts
var DEFAULT_TIMEOUT_MS = 15e3;
var TLS_CODES = /* @__PURE__ */ new Set([
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "CERT_SIGNATURE_FAILURE",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "EPROTO"
]);
var UNREACHABLE_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ETIMEDOUT",
  "EADDRNOTAVAIL"
]);
var LiveTimeout = class extends Error {
  constructor() {
    super("timed out");
    this.name = "LiveTimeout";
  }
};
function codeOf(e) {
  for (let c = e, depth = 0; c && depth < 4; c = c.cause, depth++) {
    const code = c.code;
    if (typeof code === "string") return code;
  }
  return void 0;
}
function transportKind(e) {
  if (e instanceof LiveTimeout) return "timeout";
  const name = e?.name;
  if (name === "AbortError" || name === "TimeoutError") return "timeout";
  const code = codeOf(e);
  if (code && (TLS_CODES.has(code) || code.startsWith("ERR_SSL_") || code.startsWith("ERR_TLS_"))) return "tls";
  if (code && UNREACHABLE_CODES.has(code)) return "unreachable";
  if (code === "ERR_INVALID_URL") return "config";
  return null;
}
function statusKind(status) {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 408 || status === 504) return "timeout";
  if (status === 502 || status === 503) return "unreachable";
  return "invalid-response";
}
function failure(kind, service, endpoint, what, fix, timeoutMs = DEFAULT_TIMEOUT_MS) {
  const why = {
    unreachable: `could not connect to ${service} at ${endpoint}`,
    unauthorized: `${service} at ${endpoint} rejected the credentials (401 Unauthorized)`,
    forbidden: `${service} at ${endpoint} refused the request (403 Forbidden)`,
    timeout: `${service} at ${endpoint} did not answer within ${Math.round(timeoutMs / 100) / 10} s`,
    tls: `the TLS certificate of ${service} at ${endpoint} could not be verified`,
    "invalid-response": `${service} at ${endpoint} answered with something that is not the expected JSON`,
    config: `the live mode settings for ${service} are not usable`
  };
  return { kind, message: `Live mode: ${why[kind]} while ${what}. ${fix}` };
}
async function withTimeout(ms, fn) {
  const ac = new AbortController();
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => {
      ac.abort(new LiveTimeout());
      reject(new LiveTimeout());
    }, ms);
  });
  try {
    return await Promise.race([fn(ac.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
function endpointOf(url) {
  const port = url.port || (url.protocol === "http:" ? "80" : "443");
  return `${url.hostname.includes(":") && !url.hostname.startsWith("[") ? `[${url.hostname}]` : url.hostname}:${port}`;
}

// node_modules/hpagent/index.mjs
var import_index = __toESM(require_hpagent(), 1);
var HttpProxyAgent = import_index.default.HttpProxyAgent;
var HttpsProxyAgent = import_index.default.HttpsProxyAgent;

export {
  InvalidShape,
  parseApplicationList,
  annotationsOfObject,
  isInCluster,
  DEFAULT_TIMEOUT_MS,
  LiveTimeout,
  transportKind,
  statusKind,
  failure,
  withTimeout,
  endpointOf,
  HttpProxyAgent,
  HttpsProxyAgent
};
//# sourceMappingURL=chunk-34AINPI7.js.map
