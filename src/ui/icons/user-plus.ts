import node from 'lucide/dist/esm/icons/user-plus.mjs';
import { icon } from '../icon.ts';

export default /* @__PURE__ */ icon(node);
