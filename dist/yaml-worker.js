import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  decodeSteps,
  require_node_worker_threads,
  tooDeepStream
} from "./chunk-QRRXGWDQ.js";
import "./chunk-GWYRLKNP.js";
import "./chunk-LBXMP3LC.js";
import {
  __toESM
} from "./chunk-C72G3Z5Q.js";

// src/lib/yaml/worker.ts
var import_node_worker_threads = __toESM(require_node_worker_threads(), 1);
var BATCH = 500;
function plainData(v) {
  if (v === null || typeof v === "string" || typeof v === "boolean" || typeof v === "number" && !Object.is(v, -0)) return true;
  if (typeof v !== "object") return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!(i in v) || !plainData(v[i])) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  if (Object.prototype.hasOwnProperty.call(v, "__proto__")) return false;
  for (const x of Object.values(v)) if (!plainData(x)) return false;
  return true;
}
function run(text) {
  const port = import_node_worker_threads.parentPort;
  const deep = tooDeepStream(text);
  if (deep) return void port.postMessage({ done: { errors: deep.errors } });
  const docs = [];
  const steps = decodeSteps(text, docs);
  let checked = 0;
  for (; ; ) {
    const s = steps.next();
    for (; checked < docs.length; checked++) if (!plainData(docs[checked].value)) return void port.postMessage({ fallback: true });
    if (docs.length >= BATCH || s.done && docs.length > 0) {
      port.postMessage({ docs: docs.splice(0) });
      checked = 0;
    }
    if (s.done && !s.value) return void port.postMessage({ fallback: true });
    if (s.done) return void port.postMessage({ done: { errors: s.value.errors } });
  }
}
run(import_node_worker_threads.workerData.text);
//# sourceMappingURL=yaml-worker.js.map
