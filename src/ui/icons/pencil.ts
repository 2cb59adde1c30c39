import node from 'lucide/dist/esm/icons/pencil.mjs';
import { icon } from '../icon.ts';

export default /* @__PURE__ */ icon(node);
