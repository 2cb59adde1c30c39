import { matchesWords } from '../../core/text/text-search.ts';
import type { Faq } from './api/list-faqs.ts';

export interface FaqGroup {
  topic: Faq['topic'];
  items: Faq[];
}

/** The questions matching the words, by topic, in the order the API gives them. */
export function groupFaqs(faqs: Faq[], query: string): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const faq of faqs) {
    if (!matchesWords(`${faq.question} ${faq.answer} ${faq.topic.name}`, query)) continue;
    const group = groups.get(faq.topic.code) ?? { topic: faq.topic, items: [] };
    group.items.push(faq);
    groups.set(faq.topic.code, group);
  }
  return [...groups.values()];
}
