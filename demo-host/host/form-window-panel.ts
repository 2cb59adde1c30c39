// Shows the form module's title and icon, as a host would in the window chrome around a form.
import type { EmbedEvents } from '../../embed/index.ts';

export function createFormWindowPanel(icon: HTMLImageElement, text: HTMLElement) {
  const idle = text.textContent ?? '';
  return {
    show(data: EmbedEvents['form-window']) {
      icon.src = data.icon;
      icon.hidden = false;
      text.textContent = data.title;
    },
    clear() {
      icon.hidden = true;
      icon.removeAttribute('src');
      text.textContent = idle;
    },
  };
}
