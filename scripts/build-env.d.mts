export declare class BuildEnvError extends Error {}
export declare function isProductionBuild(env?: NodeJS.ProcessEnv): boolean;
export declare function buildEnv(env?: NodeJS.ProcessEnv): {
  production: boolean;
  accessControlApi: string | undefined;
  parentOrigins: string[] | undefined;
};
