// @vitest-environment node
// The kit's capability probes (the lines "capacidad: ...") against the in-process sandbox: none fails as it is,
// and each capability leak of issue 28, planted back in front of the sandbox, turns its own line red. A plant is
// the old behaviour at the door: the request or answer rewritten the way the sandbox answered before (an
// invitation found by the beneficiary's id, a card by its number, an order by the payment's id, a room named after
// its slot, a link or an invitation that still opens after its use).
import { describe, expect, it } from 'vitest';
import { operation } from '../../../conformance/steps.ts';
import { runKit } from '../../../conformance/kit.ts';
import { cardToken } from '../../../demo-host/sandbox/domains/cards/card-token.ts';
import { careState } from '../../../demo-host/sandbox/domains/appointments/state.ts';
import { resolveOptions } from '../../../demo-host/sandbox/options.ts';
import { sandbox } from './sandbox-client.ts';
import { kitAgainst } from './kit-options.ts';

/** One operation of each scenario with capability probes, and none with an example: only those scenarios run. */
const OPERATIONS = [
  'GET /invitations/{id}',
  'GET /cards/verify/{memberNumber}',
  'GET /gateway/checkout/{order}',
  'GET /appointments/{id}',
  'GET /medical-record/documents/{token}',
].map(operation);

type Box = ReturnType<typeof sandbox>;
/** Rewrites a request on its way in, or its answer on its way out: how a plant puts an old behaviour back. */
type Plant = (request: Request, box: Box, send: (r: Request) => Promise<Response>) => Promise<Response>;

const withPath = (request: Request, path: string) => {
  const url = new URL(request.url);
  url.pathname = path;
  return new Request(url, request);
};

const PLANTS: Record<string, Plant> = {
  /** GET /invitations/{beneficiary id} opens that person's invitation, as before the token. */
  'invitation by id': (request, box, send) => {
    const [, root, id, ...rest] = new URL(request.url).pathname.split('/');
    const open = root === 'invitations' && [...box.store.invitations].find(([, i]) => i.beneficiaryId === id && !i.replaced);
    return send(open ? withPath(request, ['', 'invitations', open[0], ...rest].join('/')) : request);
  },
  /** An accepted invitation opens again (the old check was a set the acceptance might not reach). */
  'invitation reused': async (request, box, send) => {
    for (const invitation of box.store.invitations.values()) {
      if (!invitation.usedAt) continue;
      invitation.usedAt = null;
      const person = box.store.beneficiary(invitation.beneficiaryId);
      if (person) person.status = 'invited';
    }
    return send(request);
  },
  /** /cards/verify/{member number}: any number verifies, as before the signed token. */
  'card by number': (request, _box, send) => {
    const match = /^\/cards\/verify\/([^/]+)$/.exec(new URL(request.url).pathname);
    const number = match?.[1]?.split('.')[0];
    return send(number ? withPath(request, `/cards/verify/${cardToken(number, Date.now())}`) : request);
  },
  /** /gateway/checkout/{payment id} opens the payment's order, as before the order token. */
  'order by payment id': (request, box, send) => {
    const match = /^\/gateway\/checkout\/([^/]+)(.*)$/.exec(new URL(request.url).pathname);
    const order = match && [...box.store.gatewayOrders].find(([, payment]) => payment === match[1])?.[0];
    return send(order ? withPath(request, `/gateway/checkout/${order}${match[2]}`) : request);
  },
  /** The room named after its slot (`{doctor}.{date}.{hh:mm}`), as before the random room. */
  'room from slot': async (request, _box, send) => {
    const response = await send(request);
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/appointments' || response.status !== 201) return response;
    const appointment = (await response.json()) as { slot_id: string; video_url: string | null };
    if (appointment.video_url) appointment.video_url = `https://videoconsulta.clinica.example/sala/${appointment.slot_id}`;
    return new Response(JSON.stringify(appointment), { status: 201, headers: response.headers });
  },
  /** A document link that opens until it expires, however often, as before single use. */
  'document link reused': async (request, box, send) => {
    const match = /^\/medical-record\/documents\/([^/]+)$/.exec(new URL(request.url).pathname);
    const links = careState({ store: box.store, opts: resolveOptions() } as Parameters<typeof careState>[0]).links;
    const link = match ? links.get(match[1]!) : undefined;
    const response = await send(request);
    if (link) links.set(match![1]!, link);
    return response;
  },
};

async function kit(plant?: Plant) {
  const box = sandbox();
  const send = (request: Request) => Promise.resolve(box.app.fetch(request));
  const options = kitAgainst((input, init) => {
    const request = new Request(input, init);
    return plant ? plant(request, box, send) : send(request);
  });
  const outcomes = await runKit(OPERATIONS, options);
  const lines = outcomes.filter((o) => o.name.includes('capacidad:'));
  // Red is a failed check, not one left out: a plant that only stopped an earlier step would prove nothing.
  return { lines, red: lines.filter((o) => o.status === 'fallo').map((o) => o.name), notOk: lines.filter((o) => o.status !== 'ok') };
}

describe('the kit proves capabilities', () => {
  it('passes every capability probe of the sandbox as it is, each on its own line', async () => {
    const { lines, notOk } = await kit();
    expect(notOk).toEqual([]);
    expect(lines.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'beneficiarios › POST /beneficiaries/{id}/invitation capacidad: enlace a otro sitio',
        'beneficiarios › GET /invitations/{id} capacidad: id del beneficiario',
        'beneficiarios › GET /invitations/{id} capacidad: id siguiente',
        'beneficiarios › POST /invitations/{id}/acceptance capacidad: segundo uso',
        'carné › GET /cards/verify/{memberNumber} capacidad: token alterado',
        'carné › GET /cards/verify/{memberNumber} capacidad: número de afiliado',
        'pago con tarjeta › GET /gateway/checkout/{order} capacidad: id del pago',
        'videoconsulta › POST /appointments capacidad: sala de videoconsulta',
        'videoconsulta › GET /appointments/{id} capacidad: la videoconsulta de otro',
        'documento clínico › POST /medical-record/entries/{id}/document-link capacidad: documento de otra persona',
        'documento clínico › GET /medical-record/documents/{token} capacidad: segundo uso',
      ]),
    );
  }, 120_000);

  it.each([
    ['invitation by id', 'beneficiarios › GET /invitations/{id} capacidad: id del beneficiario'],
    ['invitation reused', 'beneficiarios › POST /invitations/{id}/acceptance capacidad: segundo uso'],
    ['card by number', 'carné › GET /cards/verify/{memberNumber} capacidad: número de afiliado'],
    ['order by payment id', 'pago con tarjeta › GET /gateway/checkout/{order} capacidad: id del pago'],
    ['room from slot', 'videoconsulta › POST /appointments capacidad: sala de videoconsulta'],
    ['document link reused', 'documento clínico › GET /medical-record/documents/{token} capacidad: segundo uso'],
  ])(
    'goes red on the leak planted back: %s',
    async (plant, line) => {
      const { red, notOk } = await kit(PLANTS[plant]);
      expect(red, JSON.stringify(notOk)).toContain(line);
    },
    120_000,
  );
});
