import node from 'lucide/dist/esm/icons/search-x.mjs';
import { icon } from '../icon.ts';

export default /* @__PURE__ */ icon(node);
