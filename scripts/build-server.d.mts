// Types of build-server.mjs for the TypeScript callers (the benchmark harness).
export declare const SERVER_OUT_DIR: string;
export declare const SERVER_ENTRY: string;
export declare function buildServer(): Promise<void>;
export declare function buildServerIfStale(): Promise<boolean>;
