// Entry of embed.mjs: the typed API for hosts that bundle their own scripts.
export { mount } from './mount.ts';
export type { EmbedCommand, EmbedEventName, EmbedEvents, EmbedHandle, EmbedListener, EmbedOptions, Mount } from './types.ts';
