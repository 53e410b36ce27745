// Request and response schemas of the spec §7 "requested-meals" calls.
export {};
