// Request and response schemas of the spec §7 "meals" calls.
export {};
