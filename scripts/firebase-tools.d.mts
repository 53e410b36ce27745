// Types of firebase-tools.mjs for the TypeScript callers (the Firebase journeys' emulator).
export declare const FIREBASE_TOOLS_VERSION: string;
export declare function ensureFirebaseTools(): string;
