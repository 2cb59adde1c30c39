// The inline scripts (and the /home shell's style) of the prerendered pages (src/prerender.tsx): text the browser
// runs before any of the portal's code, so they read the user-data cookie and the stored reading comfort
// themselves, each inside its own try (scripts/check-imports.mjs lets this file, and only it, name the storage).
// The /home shell's markup is features/home/components/home-shell.tsx.
import { READING_COMFORT_COOKIE, READING_COMFORT_STORAGE_KEY, USER_DATA_COOKIE } from '../constants.ts';
import { paths } from '../routing/paths.ts';
import { TEXT_SIZES } from '../appearance/reading-comfort.ts';
import { MEMBER_ROLES, ROLE } from '../access/roles.ts';
import { menuItems } from '../access/menu-items.ts';

/** Every role the menu table knows, as the shell's attributes spell it (roles compare case-insensitively). */
export const SHELL_ROLES = [...new Set(Object.values(ROLE).map((role) => role.toLowerCase()))];

/** The modules a member can open to a caregiver, as the menu's entries name them (menu-items.ts `caregiver`). */
const SHELL_GRANTS = [...new Set(menuItems.flatMap((item) => item.caregiver ?? []))];

/**
 * The shell's style: a grid shows only under the role the cookie names, the alert's placeholder only for a member.
 * A caregiver acting for someone (the cookie's `acting`, issue 31) sees only the tiles of the modules granted, as the
 * live screen does, and no alert's placeholder: the member's own alerts are not theirs. Without a readable cookie
 * the shell does not show at all: the portal's script sends the visitor to the welcome screen. Every rule names a
 * mark only the shell's markup carries, so none outlives it.
 */
export function homeShellCss(): string {
  return [
    'html:not([data-home-role]) [data-shell]{visibility:hidden}',
    'html:not([data-home-member]) [data-shell-member]{display:none}',
    ...SHELL_ROLES.map((role) => `html:not([data-home-role="${role}"]) [data-shell-role="${role}"]{display:none}`),
    'html:not([data-home-acting]) [data-shell-acting]{display:none}',
    'html[data-home-acting] [data-shell-module=""]{display:none}',
    ...SHELL_GRANTS.map(
      (module) => `html[data-home-acting]:not([data-home-grant-${module}]) [data-shell-module="${module}"]{display:none}`,
    ),
  ].join('');
}

const COOKIE = new RegExp(`(?:^|; )${USER_DATA_COOKIE}=([^;]*)`).source;

/**
 * `head` runs before the body is parsed, so the first paint already has the right grid: it reads the user-data
 * cookie (URI-encoded JSON, as js-cookie writes it) and marks the document with its role. `body` runs right
 * after the shell's markup and writes the greeting. Neither ever throws: an unreadable cookie leaves the page to
 * the script, as a page without a shell would be. Plain ES5 text, hashed into the CSP like every inline script.
 */
export function homeShellScripts(
  greeting: (name: string) => string,
  actingGreeting: (name: string) => string = greeting,
  actingBanner: (name: string) => string = actingGreeting,
): { head: string; body: string } {
  const [before, after] = greeting('\u0000').split('\u0000');
  const [actingBefore, actingAfter] = actingGreeting('\u0000').split('\u0000');
  const [bannerBefore, bannerAfter] = actingBanner('\u0000').split('\u0000');
  const members = MEMBER_ROLES.map((role) => role.toLowerCase());
  const head =
    // A form module opened at /home (?module_pk=) is not home: its shell stays hidden, as for a visitor.
    `(function(){try{var m=document.cookie.match(/${COOKIE}/);if(!m||/[?&]module_pk=/.test(location.search))return;` +
    `var u=JSON.parse(decodeURIComponent(m[1]));if(!u||typeof u.role!=="string")return;` +
    `var r=u.role.toLowerCase(),d=document.documentElement,g=u.acting&&u.acting.modules,i;d.setAttribute("data-home-role",r);` +
    // Acting for someone: each module granted marks the document (only the names the shell's style knows).
    `if(g){d.setAttribute("data-home-acting","");for(i=0;i<g.length;i++)if(${JSON.stringify(SHELL_GRANTS)}.indexOf(g[i])>=0)` +
    `d.setAttribute("data-home-grant-"+g[i],"")}` +
    `else if(${JSON.stringify(members)}.indexOf(r)>=0)d.setAttribute("data-home-member","");` +
    `window.__homeShellName=typeof u.first_name==="string"?u.first_name:"";window.__homeShellActing=!!g}catch(e){}})()`;
  // A caregiver acting for the person is greeted as home greets them (home-page.tsx), not as that person.
  const body =
    `(function(){var n=window.__homeShellName,g=document.querySelector("[data-shell-greeting]");` +
    `if(n&&g)g.textContent=window.__homeShellActing?${JSON.stringify(actingBefore)}+n+${JSON.stringify(actingAfter)}:` +
    `${JSON.stringify(before)}+n+${JSON.stringify(after)};var b=document.querySelector("[data-shell-acting-name]");` +
    `if(n&&b&&window.__homeShellActing)b.textContent=${JSON.stringify(bannerBefore)}+n+${JSON.stringify(bannerAfter)}})()`;
  return { head, body };
}

/**
 * This device's reading comfort (core/appearance/reading-comfort.ts restoreReadingComfort), for every prerendered page's <head>:
 * a member who chose a larger text or high contrast gets it from the first paint, not when the script arrives.
 * Only values the portal understands; storage refused or unreadable leaves the defaults. Never throws. Storage is
 * read only when the READING_COMFORT_COOKIE says there is a choice to read (most members have none).
 */
export function readingComfortScript(): string {
  return (
    `try{if(/(?:^|; )${READING_COMFORT_COOKIE}=/.test(document.cookie)){` +
    `var c=JSON.parse(localStorage.getItem(${JSON.stringify(READING_COMFORT_STORAGE_KEY)})),d=document.documentElement;` +
    `if(c&&${JSON.stringify(TEXT_SIZES)}.indexOf(c.textSize)>=0)d.setAttribute("data-text-size",c.textSize);` +
    `if(c&&c.highContrast===true)d.setAttribute("data-contrast","alto")}}catch(e){}`
  );
}

/** Set by the door of /home's page when it sends the visitor on: the page's own script need not load (scripts/vite-plugin-prerender.ts). */
export const DOOR_FLAG = '__portalDoor';

/** Set by the door of the fallback page to the address whose page it paints in place (its template's `data-door-page`). */
export const DOOR_PAGE_FLAG = '__portalDoorPage';

const areaName = (root: string) => root.slice(1);

/**
 * Where the app's guards would end for this address, computed before anything is parsed (docs/decisions/013-every-door-paints-from-html.md):
 * the root and unknown addresses (docs/specification.md, section 2: root to /home, unknown to the root), and /auth
 * itself, end at /home with the user-data cookie and at the welcome without it (/home's guard sends to /auth, whose
 * index is the welcome); any /home address without the cookie ends at the welcome. Every other address, and a
 * form module's (?module_pk=), is left to the app. The cookie counts as the app counts it (core/session/session-cookies.ts
 * readUserData: URI-encoded JSON that is not null, false or 0); where the two could still disagree, the app's own
 * redirect follows, in the same document, so the door never loops. `then` runs with the end in `t` and the user in `u`.
 * Plain ES5 text that never throws, hashed into the CSP like every inline script.
 */
function door(then: string): string {
  const areas = [paths.auth, paths.home, paths.public].map(areaName).join('|');
  return (
    `(function(){try{var p=location.pathname;if(/[?&]module_pk=/.test(location.search))return;` +
    `var m=document.cookie.match(/${COOKIE}/),u=null;if(m)try{u=JSON.parse(decodeURIComponent(m[1]))}catch(e){}` +
    `var a=/^\\/(${areas})(\\/|$)/i.exec(p),t=u?${JSON.stringify(paths.home)}:${JSON.stringify(paths.welcome)};` +
    `if(!a||/^\\/${areaName(paths.auth)}\\/?$/i.test(p)||(!u&&a[1].toLowerCase()===${JSON.stringify(areaName(paths.home))}))` +
    `{${then}}}catch(e){}})()`
  );
}

/**
 * The door of /home's own page: a visitor without the user cookie is sent to the welcome's page before the shell
 * is parsed, and the page's script is not loaded (DOOR_FLAG).
 */
export function doorScript(): string {
  return door(`window.${DOOR_FLAG}=t;location.replace(t)`);
}

/**
 * The door of the page the static host serves for an address it has no page of (the SPA fallback, index.html: the
 * root among them). That page carries the welcome's and the /home shell's markup, each in a template: the door
 * fixes the address to where the app's guards would end (history.replaceState, no second document), names the
 * page to paint (DOOR_PAGE_FLAG, for the body's script: fallbackBodyScript) and gives the document that page's title.
 * Left to the app (a deep link such as /home/carne), the page stays empty until the script renders the screen.
 */
export function fallbackDoorScript(titles: Record<string, string>): string {
  return door(
    `history.replaceState(history.state,"",t);window.${DOOR_PAGE_FLAG}=t;` + `var n=${JSON.stringify(titles)}[t];if(n)document.title=n`,
  );
}

/**
 * Right after the fallback page's templates: moves the page the door chose into #app, and drops the templates
 * (the app renders every other screen itself). Never throws.
 */
export function fallbackBodyScript(): string {
  return (
    `(function(){try{var p=window.${DOOR_PAGE_FLAG},l=document.querySelectorAll("template[data-door-page]"),i,t;` +
    `for(i=0;i<l.length;i++){t=l[i];if(t.getAttribute("data-door-page")===p)document.getElementById("app").appendChild(t.content);` +
    `t.parentNode.removeChild(t)}}catch(e){}})()`
  );
}
