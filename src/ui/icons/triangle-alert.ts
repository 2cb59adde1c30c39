import node from 'lucide/dist/esm/icons/triangle-alert.mjs';
import { icon } from '../icon.ts';

export default /* @__PURE__ */ icon(node);
