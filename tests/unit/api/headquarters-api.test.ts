import { beforeEach, describe, expect, it } from 'vitest';
import { listHeadquarters } from '../../../src/api/list-headquarters.ts';
import { getHeadquarters } from '../../../src/api/get-headquarters.ts';
import { ApiError } from '../../../src/core/errors/error-message.ts';
import { login } from '../../../src/core/session/session.ts';
import { PASSWORD, startSandbox } from '../core/sandbox-harness.ts';
import { json, routeFetch } from '../core/helpers.ts';

beforeEach(async () => {
  await startSandbox();
  await login('titular@demo.es', PASSWORD);
});

describe('headquarters calls', () => {
  it('lists the six centres, filtered when asked, and reads one by id', async () => {
    expect((await listHeadquarters()).map((hq) => hq.city)).toEqual(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga']);
    expect((await listHeadquarters({ speciality: 'cardiologia' })).map((hq) => hq.id)).toEqual(['hq-madrid', 'hq-sevilla']);
    expect((await listHeadquarters({ video_consultation: false })).map((hq) => hq.id)).toEqual(['hq-valencia', 'hq-bilbao']);
    expect(await getHeadquarters('hq-bilbao')).toMatchObject({ city: 'Bilbao', postal_code: '48011', video_consultation: false });
  });

  it('fails with a Spanish message', async () => {
    await expect(getHeadquarters('hq-toledo')).rejects.toMatchObject({ message: 'No hemos podido cargar la sede.', status: 404 });
    routeFetch(() => json({ error: 'boom', message: 'Fallo' }, 500));
    const failure = listHeadquarters();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'No hemos podido cargar las sedes.', status: 500 });
  });
});
