import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { notFound } from '../../errors.ts';

/** The provider's centres: any signed-in person may read them (members, beneficiaries and sales staff alike). */
export function headquartersRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('getHeadquarters', (c) => {
    const speciality = c.req.query('speciality');
    const video = c.req.query('video_consultation');
    const list = deps.store.headquarters.filter(
      (hq) =>
        (!speciality || hq.specialities.some((item) => item.code === speciality)) &&
        (video === undefined || hq.video_consultation === (video === 'true')),
    );
    return c.json(list);
  });

  app.handle('getHeadquartersId', (c) => {
    const hq = deps.store.headquarters.find((item) => item.id === c.req.param().id);
    return hq ? c.json(hq) : notFound(c, 'No existe esa sede.');
  });

  return app;
}
