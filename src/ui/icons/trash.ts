import node from 'lucide/dist/esm/icons/trash.mjs';
import { icon } from '../icon.ts';

export default /* @__PURE__ */ icon(node);
