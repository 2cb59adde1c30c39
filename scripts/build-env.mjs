// What a build needs to know about where it will run. `npm start` and the tests build against the local demo
// (the sandbox API, the demo host's origins); a build meant for deployment (PORTAL_ENV=production, or
// `npm run build -- --production`) must be told the real ones and refuses to guess (README, "Production build").

const REQUIRED = ['ACCESS_CONTROL_API', 'PARENT_ORIGINS'];

export class BuildEnvError extends Error {
  name = 'BuildEnvError';
}

/** @param {NodeJS.ProcessEnv} env */
export function isProductionBuild(env = process.env) {
  return env.PORTAL_ENV === 'production';
}

/** @param {string | undefined} value */
function list(value) {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The access-control API and the host origins allowed to frame the portal. For a production build both must be
 * given; otherwise the missing ones are undefined and the callers use the demo's addresses.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ production: boolean, accessControlApi: string | undefined, parentOrigins: string[] | undefined }}
 */
export function buildEnv(env = process.env) {
  const production = isProductionBuild(env);
  const accessControlApi = env.ACCESS_CONTROL_API?.trim() || undefined;
  const origins = list(env.PARENT_ORIGINS);
  const parentOrigins = origins.length > 0 ? origins : undefined;
  if (production) {
    const missing = REQUIRED.filter((name) => (name === 'ACCESS_CONTROL_API' ? !accessControlApi : !parentOrigins));
    if (missing.length > 0) {
      throw new BuildEnvError(
        `Production build refused: set ${missing.join(' and ')} (e.g. ACCESS_CONTROL_API=https://acceso.clinica.example PARENT_ORIGINS=https://www.clinica.example); the demo's local addresses are never built into a deployment.`,
      );
    }
  }
  return { production, accessControlApi, parentOrigins };
}
