import type { ReactNode } from 'react';
import { css } from 'goober';
import { Button } from './button.tsx';
import { cx } from './class-names.ts';
import { stateBox, stateIcon, stateTitle } from './empty-state.tsx';
import { CloudOff, RotateCw } from './icons.ts';
import type { IconComponent } from './icons.ts';
import { vars } from './tokens.ts';

const tone = css`--tone:${vars.color.danger};--tone-soft:${vars.color.dangerSoft};`;

export type ErrorStateProps = {
  title: string;
  message?: ReactNode;
  /** Defaults to a cloud with a slash (no connection / server). */
  icon?: IconComponent;
  retryLabel: string;
  onRetry: () => void;
  /** Keeps the retry button focusable while the new attempt runs. */
  retrying?: boolean;
  level?: 2 | 3;
  className?: string;
};

/** A screen or section that failed to load, with a way to try again. role="alert" because it replaces content the user was waiting for. */
export function ErrorState({
  title,
  message,
  icon: Icon = CloudOff,
  retryLabel,
  onRetry,
  retrying,
  level = 2,
  className,
}: ErrorStateProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div role="alert" className={cx(stateBox, tone, className)}>
      <span className={stateIcon}>
        <Icon size={32} />
      </span>
      <Heading className={stateTitle}>{title}</Heading>
      {message && <p>{message}</p>}
      <Button variant="secondary" icon={RotateCw} loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
