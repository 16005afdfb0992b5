import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  GuardError
} from "./chunk-GWYRLKNP.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-C72G3Z5Q.js";

// node-builtin:node:net
var require_node_net = __commonJS({
  "node-builtin:node:net"(exports, module) {
    module.exports = __require("node:net");
  }
});

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

// src/lib/record.ts
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/argocd/application.ts
var ARGO_GROUP = "argoproj.io";
var IN_CLUSTER_NAME = "in-cluster";
var IN_CLUSTER_SERVER = "https://kubernetes.default.svc";
var RESOURCES_FINALIZER = "resources-finalizer.argocd.argoproj.io";
var cascadesOnDelete = (app) => app.finalizers.some((f) => f === RESOURCES_FINALIZER || f.startsWith(`${RESOURCES_FINALIZER}/`));
function isApplication(obj) {
  return obj.kind === "Application" && typeof obj.apiVersion === "string" && obj.apiVersion.startsWith(`${ARGO_GROUP}/`);
}
var str = (v) => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";
var bool = (v) => v === true || v === "true";
var strList = (v) => Array.isArray(v) ? v.map(str).filter((s) => s !== "") : [];
var optStr = (v) => typeof v === "string" && v !== "" ? v : void 0;
var strRecord = (v) => {
  const out = {};
  if (isRecord(v)) for (const [k, val] of Object.entries(v)) out[k] = str(val);
  return out;
};
function parseHelm(h) {
  return {
    releaseName: optStr(h.releaseName),
    namespace: optStr(h.namespace),
    kubeVersion: optStr(h.kubeVersion),
    apiVersions: Array.isArray(h.apiVersions) ? strList(h.apiVersions) : void 0,
    valueFiles: strList(h.valueFiles),
    ignoreMissingValueFiles: bool(h.ignoreMissingValueFiles),
    valuesObject: h.valuesObject === null ? void 0 : h.valuesObject,
    values: typeof h.values === "string" ? h.values : void 0,
    parameters: (Array.isArray(h.parameters) ? h.parameters : []).filter(isRecord).map((p) => ({
      name: str(p.name),
      value: str(p.value),
      forceString: bool(p.forceString)
    })),
    fileParameters: (Array.isArray(h.fileParameters) ? h.fileParameters : []).filter(isRecord).map((p) => ({
      name: str(p.name),
      path: str(p.path)
    })),
    skipCrds: bool(h.skipCrds),
    skipSchemaValidation: bool(h.skipSchemaValidation),
    skipTests: bool(h.skipTests),
    version: optStr(h.version)
  };
}
function parseKustomize(k) {
  return {
    namePrefix: optStr(k.namePrefix),
    nameSuffix: optStr(k.nameSuffix),
    images: strList(k.images),
    replicas: (Array.isArray(k.replicas) ? k.replicas : []).filter(isRecord).map((r) => ({
      name: str(r.name),
      count: str(r.count)
    })),
    commonLabels: strRecord(k.commonLabels),
    commonAnnotations: strRecord(k.commonAnnotations),
    commonAnnotationsEnvsubst: bool(k.commonAnnotationsEnvsubst),
    forceCommonLabels: bool(k.forceCommonLabels),
    forceCommonAnnotations: bool(k.forceCommonAnnotations),
    labelWithoutSelector: bool(k.labelWithoutSelector),
    labelIncludeTemplates: bool(k.labelIncludeTemplates),
    namespace: optStr(k.namespace),
    patches: Array.isArray(k.patches) ? k.patches : [],
    components: strList(k.components),
    ignoreMissingComponents: bool(k.ignoreMissingComponents),
    kubeVersion: optStr(k.kubeVersion),
    apiVersions: Array.isArray(k.apiVersions) ? strList(k.apiVersions) : void 0,
    version: optStr(k.version)
  };
}
function parseDirectory(d) {
  return { recurse: bool(d.recurse), include: str(d.include), exclude: str(d.exclude), jsonnet: d.jsonnet };
}
function parseSource(raw) {
  return {
    repoURL: str(raw.repoURL),
    path: str(raw.path),
    targetRevision: str(raw.targetRevision),
    chart: str(raw.chart),
    ref: str(raw.ref),
    name: str(raw.name),
    helm: isRecord(raw.helm) ? parseHelm(raw.helm) : void 0,
    kustomize: isRecord(raw.kustomize) ? parseKustomize(raw.kustomize) : void 0,
    directory: isRecord(raw.directory) ? parseDirectory(raw.directory) : void 0,
    plugin: isRecord(raw.plugin) ? raw.plugin : void 0,
    raw
  };
}
function parseSyncPolicy(sp) {
  const p = isRecord(sp) ? sp : {};
  const auto = isRecord(p.automated) ? p.automated : void 0;
  const automated = auto !== void 0 && auto.enabled !== false;
  return {
    automated,
    prune: automated && bool(auto?.prune),
    selfHeal: automated && bool(auto?.selfHeal),
    allowEmpty: automated && bool(auto?.allowEmpty),
    syncOptions: strList(p.syncOptions)
  };
}
function parseApplication(obj) {
  const meta = isRecord(obj.metadata) ? obj.metadata : {};
  const name = str(meta.name);
  if (!name) throw new Error("Application has no metadata.name");
  const spec = isRecord(obj.spec) ? obj.spec : {};
  const rawSources = Array.isArray(spec.sources) ? spec.sources.filter(isRecord) : [];
  const multiSource = rawSources.length > 0 && !isRecord(spec.sourceHydrator);
  const sources = multiSource ? rawSources.map(parseSource) : isRecord(spec.source) ? [parseSource(spec.source)] : [];
  const dest = isRecord(spec.destination) ? spec.destination : {};
  return {
    name,
    namespace: str(meta.namespace),
    project: str(spec.project) || "default",
    sources,
    multiSource,
    destination: { server: str(dest.server), name: str(dest.name), namespace: str(dest.namespace) },
    syncPolicy: parseSyncPolicy(spec.syncPolicy),
    finalizers: strList(meta.finalizers),
    ignoreDifferences: Array.isArray(spec.ignoreDifferences) ? spec.ignoreDifferences : [],
    annotations: strRecord(meta.annotations),
    spec
  };
}
function instanceName(app, controlPlaneNamespace) {
  if (app.namespace && app.namespace !== controlPlaneNamespace) return `${app.namespace}_${app.name}`;
  return app.name;
}
function releaseNameFromInstance(instance) {
  const i = instance.indexOf("_");
  return i < 0 ? instance : instance.slice(i + 1);
}
var PLACEHOLDER = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/;
function appPlaceholder(app) {
  const fields = [app.name, app.namespace, app.project, app.destination.server, app.destination.name, app.destination.namespace];
  for (const s of app.sources) fields.push(s.repoURL, s.path, s.chart, s.targetRevision);
  for (const v of fields) {
    const m = typeof v === "string" ? PLACEHOLDER.exec(v) : null;
    if (m) return m[0];
  }
  return void 0;
}
var DNS1123_LABEL = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
var SUBDOMAIN = new RegExp(`^${DNS1123_LABEL}(\\.${DNS1123_LABEL})*$`);
var LABEL = new RegExp(`^${DNS1123_LABEL}$`);
function invalidAppName(app) {
  if (app.name.length > 253 || !SUBDOMAIN.test(app.name)) {
    return `metadata.name ${JSON.stringify(app.name)} is not a valid Application name: it must be a DNS-1123 subdomain (lowercase letters, digits, '-' and '.', starting and ending with a letter or digit, at most 253 characters); rename the Application`;
  }
  if (app.namespace !== "" && (app.namespace.length > 63 || !LABEL.test(app.namespace))) {
    return `metadata.namespace ${JSON.stringify(app.namespace)} is not a valid namespace for an Application: it must be a DNS-1123 label (lowercase letters, digits and '-', starting and ending with a letter or digit, at most 63 characters); fix the namespace`;
  }
  return void 0;
}
function clusterId(dest) {
  if (dest.server) return dest.server.replace(/\/+$/, "");
  return dest.name === IN_CLUSTER_NAME ? IN_CLUSTER_SERVER : `name:${dest.name}`;
}

// src/live/application.ts
var InvalidShape = class extends GuardError {
  get kind() {
    return "service";
  }
  constructor(message) {
    super(message);
    this.name = "InvalidShape";
  }
};
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var str2 = (v) => typeof v === "string" && v !== "" ? v : void 0;
function resource(r, where) {
  if (!isObj(r)) throw new InvalidShape(`${where} is not an object`);
  const kind = str2(r.kind);
  const name = str2(r.name);
  if (!kind || !name) throw new InvalidShape(`${where} has no kind or name`);
  const out = {
    group: str2(r.group) ?? "",
    version: str2(r.version) ?? "",
    kind,
    namespace: str2(r.namespace) ?? "",
    name
  };
  if (str2(r.status)) out.status = r.status;
  if (r.requiresPruning === true) out.requiresPruning = true;
  if (r.hook === true) out.hook = true;
  return out;
}
function parseLiveApplication(o, fallbackNamespace = "") {
  if (!isObj(o)) throw new InvalidShape("an item is not an object");
  const meta = isObj(o.metadata) ? o.metadata : {};
  const name = str2(meta.name);
  if (!name) throw new InvalidShape("an item has no metadata.name");
  const namespace = str2(meta.namespace) ?? fallbackNamespace;
  const spec = isObj(o.spec) ? o.spec : {};
  const status = isObj(o.status) ? o.status : {};
  const sync = isObj(status.sync) ? status.sync : {};
  const op = isObj(status.operationState) ? status.operationState : {};
  const result = isObj(op.syncResult) ? op.syncResult : {};
  const list = status.resources ?? [];
  const id = JSON.stringify(`${namespace}/${name}`);
  if (!Array.isArray(list)) throw new InvalidShape(`${id}: status.resources is not a list`);
  const app = {
    name,
    namespace,
    resources: list.map((r, i) => resource(r, `${id}: status.resources[${i}]`))
  };
  if (str2(spec.project)) app.project = spec.project;
  if (str2(sync.status)) app.syncStatus = sync.status;
  const revisions = Array.isArray(sync.revisions) ? sync.revisions.filter((r) => typeof r === "string") : [];
  if (revisions.length) app.revisions = revisions;
  const revision = str2(sync.revision) ?? revisions[0];
  if (revision) app.revision = revision;
  if (str2(op.phase)) app.operationPhase = op.phase;
  const resultRevisions = Array.isArray(result.revisions) ? result.revisions.filter((r) => typeof r === "string") : [];
  const synced = str2(result.revision) ?? resultRevisions[0];
  if (synced && synced !== revision) app.lastSyncedRevision = synced;
  const sources = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources : isObj(spec.source) ? [spec.source] : [];
  if (sources.length > 0) app.paths = sources.map((s) => isObj(s) ? str2(s.path) ?? "" : "");
  const dest = isObj(spec.destination) ? spec.destination : {};
  return { app, destination: { server: str2(dest.server), name: str2(dest.name) } };
}
function parseApplicationList(body, fallbackNamespace = "") {
  if (!isObj(body)) throw new InvalidShape("the response is not a JSON object");
  const items = body.items ?? [];
  if (!Array.isArray(items)) throw new InvalidShape("items is not a list");
  const meta = isObj(body.metadata) ? body.metadata : {};
  return { apps: items.map((i) => parseLiveApplication(i, fallbackNamespace)), continueToken: str2(meta.continue) };
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
  return d.server === IN_CLUSTER_SERVER || d.server === void 0 && d.name === IN_CLUSTER_NAME;
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
var LiveTimeout = class extends GuardError {
  get kind() {
    return "service";
  }
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

// src/live/mask.ts
var MASK = "***";
var MIN_SECRET = 6;
function maskSecrets(value, secrets) {
  const list = [...new Set(secrets.filter((s) => s.length >= MIN_SECRET))].sort((a, b) => b.length - a.length);
  if (list.length === 0) return value;
  const mask = (s) => list.some((x) => s.includes(x)) ? list.reduce((t, x) => t.split(x).join(MASK), s) : s;
  const out = {};
  const stack = [{ from: { v: value }, to: out }];
  while (stack.length > 0) {
    const { from, to } = stack.pop();
    for (const k of Array.isArray(from) ? Array.from(from.keys()) : Object.keys(from)) {
      const child = from[k];
      const key = typeof k === "string" ? mask(k) : k;
      if (typeof child === "string") to[key] = mask(child);
      else if (child && typeof child === "object") {
        const copy = Array.isArray(child) ? new Array(child.length) : {};
        to[key] = copy;
        stack.push({ from: child, to: copy });
      } else to[key] = child;
    }
  }
  return out.v;
}
function masking(r, secrets) {
  const annotationsOf = r.annotationsOf?.bind(r);
  return {
    readApps: async () => {
      const res = await r.readApps();
      return maskSecrets(res, [...secrets]);
    },
    ...annotationsOf ? {
      annotationsOf: async (...args) => {
        const res = await annotationsOf(...args);
        return maskSecrets(res, [...secrets]);
      }
    } : {},
    ...r.readTimeoutMs !== void 0 ? { readTimeoutMs: r.readTimeoutMs } : {}
  };
}

// node_modules/hpagent/index.mjs
var import_index = __toESM(require_hpagent(), 1);
var HttpProxyAgent = import_index.default.HttpProxyAgent;
var HttpsProxyAgent = import_index.default.HttpsProxyAgent;

export {
  isRecord,
  ARGO_GROUP,
  IN_CLUSTER_NAME,
  IN_CLUSTER_SERVER,
  RESOURCES_FINALIZER,
  cascadesOnDelete,
  isApplication,
  parseSource,
  parseApplication,
  instanceName,
  releaseNameFromInstance,
  appPlaceholder,
  invalidAppName,
  clusterId,
  require_node_net,
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
  masking,
  HttpProxyAgent,
  HttpsProxyAgent
};
//# sourceMappingURL=chunk-QJ3S6GWB.js.map
