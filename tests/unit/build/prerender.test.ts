// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, afterFirstPaint, afterPaint, criticalCss, fallbackPage } from '../../../scripts/vite-plugin-prerender.ts';

describe('the prerendered page imports its script after the first paint', () => {
  it('replaces the entry script tag with a loader: at once in a frame, else once the first paint is on screen', () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-AB.js"></script></head>';
    const page = afterFirstPaint(html);
    expect(page).not.toContain('src="/assets/index-AB.js"');
    expect(page).toContain(`const go=()=>import("/assets/index-AB.js");if(self!==top)go();else${afterPaint('go')}`);
  });

  it('holds back a form submitted before the script took over, and notes it', () => {
    const page = afterFirstPaint('<script type="module" crossorigin src="/a.js"></script>');
    expect(page).toContain('if(!window.__portalReady){e.preventDefault();window.__portalEarlySubmit=true}');
  });

  it('leaves a page without an entry script alone', () => {
    expect(afterFirstPaint('<head></head>')).toBe('<head></head>');
  });
});

describe('afterPaint: the script after the first contentful paint is on screen', () => {
  // The block run as the page runs it, with the browser's Paint Timing, frames and timers in our hands.
  function run() {
    const calls: string[] = [];
    let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
    let frame: (() => void) | undefined;
    let timer: { fn: () => void; ms: number } | undefined;
    const env = {
      go: () => calls.push('go'),
      PerformanceObserver: class {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe(options: unknown) {
          calls.push(`observe ${JSON.stringify(options)}`);
        }
      },
      requestAnimationFrame: (fn: () => void) => void (frame = fn),
      setTimeout: (fn: () => void, ms: number) => void (timer = { fn, ms }),
    };
    new Function(...Object.keys(env), afterPaint('go'))(...Object.values(env));
    const paint = (names: string[]) =>
      observer!({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => calls.push('disconnect') });
    return { calls, paint, frame: () => frame!(), timer: () => timer! };
  }

  it('imports on the first-contentful-paint entry, not on the first frame, and only once', () => {
    const page = run();
    page.frame();
    expect(page.calls).toEqual(['observe {"type":"paint","buffered":true}']);
    page.paint(['first-paint']);
    expect(page.calls).not.toContain('go');
    page.paint(['first-contentful-paint']);
    expect(page.calls.filter((c) => c === 'go')).toHaveLength(1);
    page.timer().fn();
    expect(page.calls.filter((c) => c === 'go')).toHaveLength(1);
  });

  it('imports AFTER_PAINT_FALLBACK_MS after the first frame when the paint is never reported', () => {
    const page = run();
    page.frame();
    expect(page.timer().ms).toBe(AFTER_PAINT_FALLBACK_MS);
    page.timer().fn();
    expect(page.calls.filter((c) => c === 'go')).toHaveLength(1);
  });
});

describe('the door (src/core/browser/prerendered-scripts.ts) before the script', () => {
  const template = '<head><title>t</title><script type="module" crossorigin src="/assets/index-AB.js"></script></head><body></body>';
  const door = { script: 'location.replace("/x")', flag: '__door' };

  it('opens the fallback page with its door and both pages in templates, and imports its script without a <script src>', () => {
    const page = fallbackPage(template.replace('<body></body>', '<body><div id="app"></div></body>'), {
      title: 'Bienvenida',
      html: '',
      css: '.go1{color:red;}.go2{color:blue;}.go3{margin:0;}',
      templates: [
        { path: '/w', html: '<h1 class="go1">w</h1>' },
        { path: '/h', html: '<ul class="go2"></ul>' },
      ],
      head: 'door()',
      body: 'fill()',
      flag: '__page',
    });
    expect(page).toBe(
      '<head><title>Bienvenida</title><script type="module">' +
        'addEventListener("submit",e=>{if(!window.__portalReady){e.preventDefault();window.__portalEarlySubmit=true}},true);' +
        `const go=()=>import("/assets/index-AB.js");if(window.__page&&self===top)${afterPaint('go')}else go()</script>` +
        '<style id="_goober">.go1{color:red;}.go2{color:blue;}</style><script>door()</script></head>' +
        '<body><div id="app"></div><template data-door-page="/w"><h1 class="go1">w</h1></template>' +
        '<template data-door-page="/h"><ul class="go2"></ul></template><script>fill()</script></body>',
    );
  });

  it('opens a prerendered page behind a door, whose loader then stays idle once the door has sent the visitor on', () => {
    const page = afterFirstPaint(template, door);
    expect(page.indexOf('<script>location.replace("/x")</script>')).toBe(page.indexOf('<script'));
    expect(page).toContain('const go=()=>window.__door||import("/assets/index-AB.js");');
  });

  it('is not on the pages without one (the login, the welcome)', () => {
    expect(afterFirstPaint(template)).not.toContain('location.replace');
  });
});

describe('the prerendered page inlines only the CSS its markup uses', () => {
  const css =
    ':root{--c:#000;}body{margin:0;}.go1{color:red;}.go2{color:blue;}' +
    '@media (min-width:769px){.go1:not([x]) > div{width:375px;}}@media (min-width:769px){.go2{width:1px;}}' +
    '@keyframes go9{to{opacity:0;}}.go3 .go1{margin:0;}';

  it('keeps global rules and rules naming a class of the markup, at any depth', () => {
    expect(criticalCss(css, '<div class="go1">x</div>')).toBe(
      'body{margin:0;}.go1{color:red;}@media (min-width:769px){.go1:not([x]) > div{width:375px;}}.go3 .go1{margin:0;}',
    );
  });

  it('drops the rules of classes nothing on the page uses', () => {
    expect(criticalCss(css, '<p>sin clases</p>')).not.toContain('.go2');
  });

  it('drops a global class rule the markup does not use, and keeps one it does or that names a class only in :not()', () => {
    const rules = '.visually-hidden{position:absolute;}a:not(.go7){color:red;}';
    expect(criticalCss(rules, '<a class="go1">x</a>')).toBe('a:not(.go7){color:red;}');
    expect(criticalCss(rules, '<span class="visually-hidden">x</span>')).toContain('.visually-hidden{');
  });

  it('keeps the keyframes a kept rule animates with, and only those', () => {
    const rules = '.go1{animation:go8 1s;}.go2{animation:go9 1s;}@keyframes go8{to{opacity:0;}}@keyframes go9{to{opacity:1;}}';
    expect(criticalCss(rules, '<i class="go1"></i>')).toBe('.go1{animation:go8 1s;}@keyframes go8{to{opacity:0;}}');
  });

  it('keeps the tokens a kept rule, the markup or a kept token reads, in every block that sets them', () => {
    const rules =
      ':root{--a:1px;--b:var(--c);--c:red;--d:blue;--e:2px;--unused:0;}:root[data-contrast=alto]{--b:black;--d:white;}' +
      '@media (prefers-reduced-motion:reduce){:root{--unused:1;}}.go1{margin:var(--a);color:var(--b);}';
    expect(criticalCss(rules, '<p class="go1" style="padding:var(--e)">x</p>')).toBe(
      ':root{--a:1px;--b:var(--c);--c:red;--e:2px;}:root[data-contrast=alto]{--b:black;}.go1{margin:var(--a);color:var(--b);}',
    );
  });
});
