// Request and response schemas of the spec §7 "reviews" calls.
export {};
