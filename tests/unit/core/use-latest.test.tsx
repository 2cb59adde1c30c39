import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { useEffect } from 'react';
import { useLatest } from '../../../src/core/hooks/use-latest.ts';

/** An effect keyed on `trigger` alone that calls whatever `onTrigger` the newest render gave. */
function Announcer({ trigger, onTrigger }: { trigger: number; onTrigger: (n: number) => void }) {
  const announce = useLatest(onTrigger);
  useEffect(() => announce.current(trigger), [trigger, announce]);
  return null;
}

describe('useLatest', () => {
  it('runs an effect on its own trigger only, with the callback of the render that triggered it', () => {
    const calls: string[] = [];
    const view = render(<Announcer trigger={1} onTrigger={(n) => calls.push(`first ${n}`)} />);
    // A new callback alone does not run the effect again.
    view.rerender(<Announcer trigger={1} onTrigger={(n) => calls.push(`second ${n}`)} />);
    expect(calls).toEqual(['first 1']);
    // The trigger changes in the same render as the callback: the new callback is the one called.
    view.rerender(<Announcer trigger={2} onTrigger={(n) => calls.push(`third ${n}`)} />);
    expect(calls).toEqual(['first 1', 'third 2']);
  });
});
