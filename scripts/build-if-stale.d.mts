// Types of build-if-stale.mjs for the TypeScript callers (the node tests' global setup).
export declare function buildIfStale(): boolean;
