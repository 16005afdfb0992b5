import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-C72G3Z5Q.js";

// node-builtin:node:module
var require_node_module = __commonJS({
  "node-builtin:node:module"(exports, module) {
    module.exports = __require("node:module");
  }
});

// node-builtin:node:url
var require_node_url = __commonJS({
  "node-builtin:node:url"(exports, module) {
    module.exports = __require("node:url");
  }
});

export {
  require_node_module,
  require_node_url
};
//# sourceMappingURL=chunk-LBXMP3LC.js.map
