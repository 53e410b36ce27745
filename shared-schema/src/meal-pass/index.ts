// The meal pass, usable offline in the browser and on the server: its text, its Ed25519
// signature, its one-time codes and the counter's verdict. A separate entry point
// (`@hostel/shared-schema/meal-pass`), so screens that never show or scan a pass do not load the
// crypto.
export * from './pass-format';
export * from './pass-signature';
export * from './pass-code';
export * from './verify-pass';
