import node from 'lucide/dist/esm/icons/cloud-off.mjs';
import { icon } from '../icon.ts';

export default /* @__PURE__ */ icon(node);
