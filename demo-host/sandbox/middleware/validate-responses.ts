// On demand (SANDBOX_VALIDATE_RESPONSES=1, or the `validateResponses` option), every JSON answer the sandbox
// sends is checked against the contract before it leaves (contract/check.ts). A mismatch is logged and answered
// 500 with a Spanish message naming the operation and what is wrong, so a browser test that met it fails loudly
// instead of passing on a shape the contract does not promise.
import { createMiddleware } from 'hono/factory';
import type { SandboxEnv } from '../env.ts';
import { answerProblems, operationFor } from '../../../contract/check.ts';

export function validateResponses(log: (line: string) => void = (line) => console.error(line)) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    await next();
    const op = operationFor(c.req.method, c.req.path);
    // An undocumented route already answers 404 from app.notFound; CORS preflights are not operations.
    if (!op) return;
    const contentType = c.res.headers.get('content-type') ?? '';
    if (!contentType.includes('json')) return;
    const text = await c.res.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const problems = answerProblems(op, c.res.status, contentType, body);
    if (problems.length === 0) return;
    const name = `${op.method.toUpperCase()} ${op.path}`;
    log(`[sandbox] la respuesta ${c.res.status} de ${name} no cumple el contrato: ${problems.join('; ')}`);
    c.res = undefined;
    c.res = c.json(
      {
        error: 'contract_violation',
        message: `La respuesta de ${name} no cumple el contrato: ${problems.join('; ')}.`,
      },
      500,
    );
  });
}
