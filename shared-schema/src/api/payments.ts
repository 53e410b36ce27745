// Request and response schemas of the spec §7 "payments" calls.
export {};
