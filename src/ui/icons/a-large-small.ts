import node from 'lucide/dist/esm/icons/a-large-small.mjs';
import { icon } from '../icon.ts';

export default /* @__PURE__ */ icon(node);
