import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../core/document-title.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { vars } from '../../ui/tokens.ts';
import type { SectionText } from '../../i18n/sections.ts';

const body = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

/** A screen of the route table whose full content comes with a later issue: its title, what it is for, a way on. */
export function SectionScreen({ section, next }: { section: SectionText; next: { href: string; label: string } }) {
  useDocumentTitle(section.title);
  return (
    <Card>
      <div className={body}>
        <PageHeader title={section.title} subtitle={section.intro} />
        <Link href={next.href} className={buttonClass('secondary')}>
          {next.label}
        </Link>
      </div>
    </Card>
  );
}
