import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-C72G3Z5Q.js";

// node-builtin:node:http
var require_node_http = __commonJS({
  "node-builtin:node:http"(exports, module) {
    module.exports = __require("node:http");
  }
});

// node-builtin:node:https
var require_node_https = __commonJS({
  "node-builtin:node:https"(exports, module) {
    module.exports = __require("node:https");
  }
});

export {
  require_node_http,
  require_node_https
};
//# sourceMappingURL=chunk-ZZBMMTTQ.js.map
