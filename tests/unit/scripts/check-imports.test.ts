import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, sourceFiles } from '../../../scripts/check-imports.mjs';

function tree(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'imports-')), 'src');
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return root;
}

const run = (files: Record<string, string>) => {
  const root = tree(files);
  return check(sourceFiles(root), root);
};

// The import boundaries (layers, features, outside src/, cycles, resolution) are dependency-cruiser's
// (.dependency-cruiser.mjs, docs/decisions/014-boundaries-by-dependency-cruiser.md): `npm run boundaries`.

describe('one way to do each thing', () => {
  const loader = 'export function useRemote() {}\nexport function withTimeout() {}\n';

  it('accepts the one loader, a feature using it, an effect marked as no load, and roles from core/access/roles.ts', () => {
    expect(
      run({
        'core/loading/use-remote.ts': loader,
        'core/access/roles.ts': "export const ROLE = { advisor: 'Asesor' } as const;\n",
        'core/session/session-cookies.ts': 'export const readUserData = () => null;\nexport type UserData = { id: string };\n',
        'features/card/components/part.tsx':
          "import { useRemote } from '../../../core/loading/use-remote.ts';\nimport { ROLE } from '../../../core/access/roles.ts';\n" +
          "import type { UserData } from '../../../core/session/session-cookies.ts';\n" +
          "// 'Asesor' in a comment is no role\nconst form = { id: 'beneficiario' };\n" +
          '// not a load: sends a code on arrival\nuseEffect(() => { void send().then(done); }, []);\nexport const x = [useRemote, ROLE, form];\n',
      }),
    ).toEqual([]);
  });

  it('refuses a second loader, defined anywhere, or hand-made in an effect', () => {
    const problems = run({
      'core/loading/use-remote.ts': loader,
      'features/sales/use-load.ts': 'export function useLoad() {}\nexport const withTimeout = 1;\n',
      'forms/use-thing.ts': 'useEffect(() => {\n  fetchIt().then(setThing);\n}, []);\n',
      'features/card/use-card.ts':
        'export function useCard() {\n  useEffect(() => {\n    (async () => set(await getCard()))();\n  }, []);\n}\n',
    });
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/features\/sales\/use-load\.ts:1 {2}useLoad: a second loader/),
        expect.stringMatching(/features\/sales\/use-load\.ts:2 {2}withTimeout: a second loader/),
        expect.stringMatching(/forms\/use-thing\.ts:1 {2}a useEffect that awaits a call is a hand-made loader/),
        expect.stringMatching(/features\/card\/use-card\.ts:2 {2}a useEffect that awaits a call is a hand-made loader/),
      ]),
    );
  });

  it("refuses a load's states drawn by hand next to useRemote; RemoteView, or a line saying it is not a load, passes", () => {
    const head = "import { useRemote } from '../../../core/loading/use-remote.ts';\n";
    const byHand =
      head +
      'export function ListPage() {\n  const remote = useRemote(load, "k");\n' +
      '  if (remote.status === \'error\') return <ErrorState title="x" onRetry={remote.retry} />;\n' +
      '  if (remote.status === \'loading\') return <Spinner label="y" />;\n  return null;\n}\n';
    const problems = run({
      'core/loading/use-remote.ts': loader,
      'features/card/routes.ts': 'export {};\n',
      'features/card/screens/list-page.tsx': byHand,
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /features\/card\/screens\/list-page\.tsx:4 {2}<ErrorState> next to useRemote: a load's states are drawn by core\/loading\/remote-view\.tsx/,
      ),
      expect.stringMatching(/features\/card\/screens\/list-page\.tsx:5 {2}<Spinner> next to useRemote/),
    ]);
    const fixed =
      head +
      'export function ListPage() {\n  const remote = useRemote(load, "k");\n' +
      '  return <RemoteView remote={remote} loadingLabel="y" errorTitle="x">{(d) => d}</RemoteView>;\n}\n';
    const mutation =
      head +
      'export function Form() {\n  const remote = useRemote(load, "k");\n  return (\n    <>\n' +
      '      {/* not a load: the save failed; the form stays */}\n      {failed && <ErrorState title="x" onRetry={save} />}\n    </>\n  );\n}\n';
    expect(
      run({
        'core/loading/use-remote.ts': loader,
        'features/card/routes.ts': 'export {};\n',
        'features/card/screens/list-page.tsx': fixed,
        'features/card/components/form.tsx': mutation,
        'features/card/components/spinner-only.tsx': 'export const Busy = () => <Spinner label="y" />;\n',
      }),
    ).toEqual([]);
  });

  it("refuses a load's states drawn by hand next to a hook of the area that calls useRemote; not next to a component that does", () => {
    const hook = "import { useRemote } from '../../core/loading/use-remote.ts';\nexport const useLists = () => useRemote(load, 'lists');\n";
    const head = "import { useLists } from '../use-lists.ts';\nimport { Picker } from './picker.tsx';\n";
    const byHand =
      head +
      'export function Editor() {\n  const lists = useLists();\n  return (\n    <>\n' +
      '      {lists.status === \'loading\' && <Spinner label="y" />}\n' +
      '      {lists.status === \'error\' && <ErrorState title="x" onRetry={lists.retry} />}\n    </>\n  );\n}\n';
    const files = {
      'core/loading/use-remote.ts': loader,
      'features/card/routes.ts': 'export {};\n',
      'features/card/use-lists.ts': hook,
      'features/card/components/picker.tsx':
        "import { useRemote } from '../../../core/loading/use-remote.ts';\nexport const Picker = () => <RemoteView remote={useRemote(load, 'k')} />;\n",
    };
    expect(run({ ...files, 'features/card/components/editor.tsx': byHand })).toEqual([
      expect.stringMatching(
        /features\/card\/components\/editor\.tsx:7 {2}<Spinner> next to useRemote \(through \.\.\/use-lists\.ts\): a load's states are drawn by core\/loading\/remote-view\.tsx/,
      ),
      expect.stringMatching(/features\/card\/components\/editor\.tsx:8 {2}<ErrorState> next to useRemote \(through \.\.\/use-lists\.ts\)/),
    ]);
    const fixed =
      head +
      'export function Editor() {\n  const lists = useLists();\n' +
      '  return <RemoteView remote={lists} loadingLabel="y" errorTitle="x">{(d) => <Picker />}</RemoteView>;\n}\n';
    // A component that loads for itself (a picker) does not make its user's own spinner a load's: a mutation's wait.
    const nextToPicker =
      'import { Picker } from \'./picker.tsx\';\nexport const Step = ({ holding }) => (\n  <>\n    {holding && <Spinner label="y" />}\n    <Picker />\n  </>\n);\n';
    expect(run({ ...files, 'features/card/components/editor.tsx': fixed, 'features/card/components/step.tsx': nextToPicker })).toEqual([]);
  });

  it('refuses a cookie read in a feature, by module, by library or by hand', () => {
    const problems = run({
      'core/session/session-cookies.ts': 'export const readUserData = () => null;\n',
      'core/session/user.ts': "import { readUserData } from './session-cookies.ts';\nexport const user = readUserData;\n",
      'features/card/a.ts': "import { readUserData } from '../../core/session/session-cookies.ts';\nexport const a = readUserData();\n",
      'features/card/b.ts': "import Cookies from 'js-cookie';\nexport const b = document.cookie + Cookies;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/features\/card\/a\.ts:1 {2}".*session-cookies\.ts": a feature never reads a cookie/),
      expect.stringMatching(/features\/card\/b\.ts:1 {2}a feature never reads a cookie/),
      expect.stringMatching(/features\/card\/b\.ts:2 {2}a feature never reads a cookie/),
    ]);
  });

  it('refuses sessionStorage and localStorage anywhere but core/state/storage.ts', () => {
    const problems = run({
      'core/state/storage.ts': 'export const read = (k: string) => sessionStorage.getItem(k) ?? localStorage.getItem(k);\n',
      'forms/draft.ts': '// localStorage in a comment is fine\nexport const d = window.sessionStorage;\n',
      'features/card/copy.ts': "export const c = localStorage.getItem('portal:carne');\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/features\/card\/copy\.ts:1 {2}localStorage: storage goes through core\/state\/storage\.ts/),
      expect.stringMatching(/forms\/draft\.ts:2 {2}sessionStorage: storage goes through core\/state\/storage\.ts/),
    ]);
  });

  it('refuses an area without routes.ts', () => {
    const problems = run({
      'features/card/routes.ts': 'export const routes = {};\n',
      'features/card/screens/card-page.tsx': 'export const CardPage = 1;\n',
      'features/stray/screens/stray-page.tsx': 'export const StrayPage = 1;\n',
    });
    expect(problems).toEqual(['src/features/stray: an area without routes.ts; app/ wires screens only through it (docs/architecture.md)']);
  });

  it("refuses a route table that takes its titles from an area's screen texts; i18n/<area>-routes.ts passes", () => {
    const problems = run({
      'i18n/support-pqr.ts': "export const pqrTexts = { title: 'PQR' };\n",
      'i18n/support-routes.ts': "export const pqrScreenName = 'PQR';\n",
      'features/support/routes.ts':
        "import { pqrScreenName } from '../../i18n/support-routes.ts';\nimport { pqrTexts } from '../../i18n/support-pqr.ts';\nexport const routes = [pqrScreenName, pqrTexts.title];\n",
      'features/support/screens/pqr-page.tsx':
        "import { pqrTexts } from '../../../i18n/support-pqr.ts';\nexport const PqrPage = pqrTexts;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/features\/support\/routes\.ts:2 {2}"\.\.\/\.\.\/i18n\/support-pqr\.ts": a route table takes its titles/),
    ]);
  });

  it('refuses euros worked out by hand on the way into formatMoney, which takes cents', () => {
    const problems = run({
      'i18n/format.ts': 'export const formatMoney = (cents: number) => String(cents / 100);\n',
      'features/card/a.ts':
        "import { formatMoney } from '../../i18n/format.ts';\nexport const a = formatMoney(250 / 100) + formatMoney(250);\n",
    });
    expect(problems).toEqual([expect.stringMatching(/features\/card\/a\.ts:2 {2}formatMoney takes cents/)]);
  });

  it('refuses an address written by hand in a feature: absolute, relative to its area, a route pattern, a template tail', () => {
    const problems = run({
      'core/routing/paths.ts': "export const paths = { home: '/home' } as const;\n",
      'features/card/components/a.tsx': [
        "import { paths } from '../../../core/routing/paths.ts';",
        'export const a = [\'~/home\', "/auth/login", `/public/welcome?x=${1}`, `~${paths.home}`, `${origin}/public/invite/x`];',
        "export const routes = [{ path: '/carne' }, { path: '/pqr/:id' }, '/citas/proximas'];",
        "export const notAddresses = [apiUrl('/cards'), 'a/b', '/', 'x'.match(/.{1,4}/g)];",
        '',
      ].join('\n'),
      // The API's paths are not the portal's: an area's api/ folder writes them.
      'features/card/api/get-card.ts': "export const url = '/cards/x';\n",
    });
    expect(problems).toEqual([
      ...Array.from({ length: 4 }, () => expect.stringMatching(/features\/card\/components\/a\.tsx:2 {2}an address written by hand/)),
      ...Array.from({ length: 3 }, () => expect.stringMatching(/features\/card\/components\/a\.tsx:3 {2}an address written by hand/)),
    ]);
  });

  it('refuses an address written by hand in the shell (app/) too', () => {
    const problems = run({
      'core/routing/paths.ts': "export const paths = { welcome: '/auth/welcome' } as const;\n",
      'app/routes/auth-area.tsx': [
        "import { paths } from '../../core/routing/paths.ts';",
        "export const routes = [{ path: '/welcome' }, { path: paths.welcome }];",
        '',
      ].join('\n'),
    });
    expect(problems).toEqual([expect.stringMatching(/app\/routes\/auth-area\.tsx:2 {2}an address written by hand/)]);
  });

  it("refuses a view at an area's root and a screen not named <name>-page.tsx", () => {
    const problems = run({
      'features/card/routes.ts': 'export const routes = {};\n',
      'features/card/screens/card-page.tsx': 'export const CardPage = () => null;\n',
      'features/card/screens/card-screen.tsx': 'export const CardScreen = () => null;\n',
      'features/card/components/qr.tsx': 'export const Qr = () => null;\n',
      'features/card/card-view.tsx': 'export const CardView = () => null;\n',
      'features/card/print-style.ts': 'export const style = 1;\n',
    });
    expect(problems.sort()).toEqual([
      "src/features/card/card-view.tsx: a view at the area's root; screens go in screens/ (<name>-page.tsx), parts in components/",
      'src/features/card/screens/card-screen.tsx: a screen is named <name>-page.tsx (a part of screens goes in components/)',
    ]);
  });

  it('refuses texts named after no area: i18n/<area>.ts and i18n/<area>-<part>.ts pass, as do the shared ones', () => {
    const problems = run({
      'features/card/routes.ts': 'export const routes = {};\n',
      'i18n/card.ts': 'export const cardTexts = {};\n',
      'i18n/card-print.ts': 'export const printTexts = {};\n',
      'i18n/format.ts': 'export const f = 1;\n',
      'i18n/carnet.ts': 'export const carnetTexts = {};\n',
    });
    expect(problems).toEqual([
      'src/i18n/carnet.ts: texts of no area; name it i18n/<area>.ts or i18n/<area>-<part>.ts (or list it among the shared texts)',
    ]);
  });

  it('refuses an area without its document, once there is a docs/ folder beside src/', () => {
    const problems = run({
      'features/card/routes.ts': 'export const routes = {};\n',
      'features/sales/routes.ts': 'export const routes = {};\n',
      '../docs/card.md': '# Card\n',
    });
    expect(problems).toEqual(['src/features/sales: an area without docs/sales.md (what a maintainer of the area needs)']);
  });

  it('refuses an area without a unit test in tests/unit/<area>/, once there is a tests/unit/ folder beside src/', () => {
    const problems = run({
      'features/card/routes.ts': 'export const routes = {};\n',
      'features/sales/routes.ts': 'export const routes = {};\n',
      'features/home/routes.ts': 'export const routes = {};\n',
      'features/auth/routes.ts': 'export const routes = {};\n',
      // A test at any depth of the area's folder counts; a helper alone does not, nor a test of another folder.
      '../tests/unit/card/card-page.test.tsx': 'export {};\n',
      '../tests/unit/home/parts/alerts.test.ts': 'export {};\n',
      '../tests/unit/sales/render-sale.tsx': 'export {};\n',
      '../tests/unit/app/login-screen.test.tsx': 'export {};\n',
    });
    expect(problems).toEqual([
      'src/features/auth: an area without its unit tests in tests/unit/auth/ (one *.test.ts or *.test.tsx at least)',
      'src/features/sales: an area without its unit tests in tests/unit/sales/ (one *.test.ts or *.test.tsx at least)',
    ]);
    expect(run({ 'features/sales/routes.ts': 'export const routes = {};\n' }), 'no tests/unit/ beside src/: not checked').toEqual([]);
  });

  it('refuses an effect whose exhaustive-deps check is silenced, on the line or the line before', () => {
    const problems = run({
      'features/card/a.ts': [
        "import { useEffect } from 'react';",
        'export function useA(n: number, f: () => void) {',
        '  useEffect(() => f(), [n]); // eslint-disable-line react-hooks/exhaustive-deps -- on n alone',
        '  // eslint-disable-next-line react-hooks/exhaustive-deps',
        '  useEffect(() => f(), []);',
        '  // exhaustive-deps is the rule we keep',
        '}',
        '',
      ].join('\n'),
    });
    expect(problems).toEqual([
      expect.stringMatching(/features\/card\/a\.ts:3 {2}exhaustive-deps silenced/),
      expect.stringMatching(/features\/card\/a\.ts:4 {2}exhaustive-deps silenced/),
    ]);
  });

  it('refuses a role written as a string outside core/access/roles.ts, whatever its case', () => {
    const problems = run({
      'core/access/roles.ts': "export const ROLE = { seller: 'Vendedor' } as const;\n",
      'core/access/menu.ts': 'export const roles = [\'titular\', "Titular-CORPORATIVO"];\n',
      'features/payments/query.ts': "export const isAdvisor = (r: string) => r.toLowerCase() === 'asesor';\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/core\/access\/menu\.ts:1 {2}'titular': a role is written once, in core\/access\/roles\.ts/),
      expect.stringMatching(/core\/access\/menu\.ts:1 {2}'Titular-CORPORATIVO': a role is written once/),
      expect.stringMatching(/features\/payments\/query\.ts:1 {2}'asesor': a role is written once/),
    ]);
  });
  it('refuses a form in a feature that bypasses useForm; the hook called here or in a module of the area passes', () => {
    const hook = 'export function useForm(o: unknown) { return { submit: () => o }; }\n';
    const handMade = [
      "import { useState } from 'react';",
      'export function A() {',
      "  const [v, setV] = useState('');",
      '  return <form onSubmit={(e) => e.preventDefault()}><input value={v} onInput={() => setV(v)} /></form>;',
      '}',
      '',
    ].join('\n');
    const problems = run({
      'forms/use-form.ts': hook,
      'features/card/components/a.tsx': handMade,
      'features/card/components/b.tsx': 'export const B = ({ go }: { go: () => void }) => <Panel onSubmit={go} />;\n',
      'features/card/components/c.tsx': "import { useForm } from '../../../forms/use-form.ts';\nexport const C = () => <span />;\n",
      'features/card/components/d.tsx': "import { C } from './c.tsx';\nexport const D = () => <form>{C()}</form>;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/features\/card\/components\/a\.tsx:4 {2}a form outside the form hook/),
      expect.stringMatching(/features\/card\/components\/b\.tsx:1 {2}a form outside the form hook/),
      // c.tsx imports the hook but never calls it: d.tsx's form does not go through it.
      expect.stringMatching(/features\/card\/components\/d\.tsx:2 {2}a form outside the form hook/),
    ]);
    expect(
      run({
        'forms/use-form.ts': hook,
        'features/card/components/a.tsx': [
          "import { useForm } from '../../../forms/use-form.ts';",
          'export function A() {',
          "  const form = useForm({ id: 'a' });",
          '  return <form onSubmit={form.submit} />;',
          '}',
          '',
        ].join('\n'),
        'features/card/use-b-form.ts':
          "import { useForm } from '../../forms/use-form.ts';\nexport const useBForm = () => useForm({ id: 'b' });\n",
        'features/card/screens/b-page.tsx':
          "import { useBForm } from '../use-b-form.ts';\nexport const BPage = () => <form onSubmit={useBForm().submit} />;\n",
        'features/card/routes.ts': 'export const routes = {};\n',
      }),
    ).toEqual([]);
  });
});
