// The 429 every throttled operation documents (throttle.ts declares the throttles): written into each one here,
// apart from throttle.ts, which operation.ts reads for its types (one file importing the other both ways is a cycle).
import type { DescribedAnswer, Operation } from './operation.ts';
import { ErrorBody, Type } from './schema.ts';
import { RATE_LIMITED } from './throttle.ts';

/** The 429 of a throttle, written into each limited operation (withThrottleAnswers). */
export const THROTTLED: DescribedAnswer = {
  description: `${RATE_LIMITED}: demasiadas peticiones o fallos; Retry-After dice cuántos segundos esperar (x-throttles dice cuáles cuentan)`,
  schema: ErrorBody,
  headers: {
    'Retry-After': {
      description: 'Segundos que faltan para que se admita la siguiente',
      required: true,
      schema: Type.Integer({ minimum: 1 }),
    },
  },
};

/**
 * Every operation with throttles documents their 429; one that already had a 429 of its own (the code revoked
 * after its attempts) keeps its words beside the throttle's, and Retry-After then comes with `rate_limited` only.
 */
export function withThrottleAnswers(operations: Operation[]): Operation[] {
  return operations.map((op) => {
    if (!op.throttles?.length) return op;
    const own = op.responses[429];
    if (!own) return { ...op, responses: { ...op.responses, 429: THROTTLED } };
    const ownText = typeof own === 'string' ? own : own.description;
    const merged: DescribedAnswer = {
      ...THROTTLED,
      description: `${ownText}; o ${THROTTLED.description}`,
      headers: {
        'Retry-After': {
          description: `Con ${RATE_LIMITED}: segundos que faltan para que se admita la siguiente`,
          schema: Type.Integer({ minimum: 1 }),
        },
      },
    };
    return { ...op, responses: { ...op.responses, 429: merged } };
  });
}
