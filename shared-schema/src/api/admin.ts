// Request and response schemas of the spec §7 "admin" calls.
export {};
