// A part nobody sees on arrival (the closed side menu: a `hidden` drawer) is drawn in a task of its own after
// the screen has painted, not in the first render's. That render is one task of the main thread, and Lighthouse
// counts every millisecond of a task beyond 50 as blocking time: /home's first render was one of 1.19 s at its
// 4x CPU (docs/decisions/013-every-door-paints-from-html.md). Effects run after the browser has painted (Preact
// waits for the next animation frame, then a timeout); the timeout set there makes the second render a task of
// its own whatever the renderer (React runs some effects in the task of their render).
import { useEffect, useState } from 'react';

/** False in the render that first paints the component, true from the next one. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true));
    return () => clearTimeout(timer);
  }, []);
  return painted;
}
