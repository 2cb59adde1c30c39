// `window.portalEmbed` starts as an array the host may push commands into before the async script arrives;
// on arrival the queued commands run in order and the array is replaced by an object whose push runs at once.
import type { EmbedCommand, EmbedHandle } from './types.ts';

export interface CommandQueue {
  push(...commands: EmbedCommand[]): number;
}

declare global {
  interface Window {
    portalEmbed?: EmbedCommand[] | CommandQueue;
  }
}

function run(command: EmbedCommand, handles: readonly EmbedHandle[]): void {
  for (const handle of handles) {
    if (command[0] === 'navigate') handle.navigate(command[1]);
    else if (command[0] === 'on') handle.on(command[1], command[2] as never);
    else if (command[0] === 'destroy') handle.destroy();
    else console.warn('[portal-embed] unknown command:', command);
  }
}

export function replayQueue(win: Window, handles: readonly EmbedHandle[]): CommandQueue {
  const queued = Array.isArray(win.portalEmbed) ? win.portalEmbed : [];
  const queue: CommandQueue = {
    push(...commands) {
      for (const command of commands) run(command, handles);
      return commands.length;
    },
  };
  win.portalEmbed = queue;
  queue.push(...queued);
  return queue;
}
