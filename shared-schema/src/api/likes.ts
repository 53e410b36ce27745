// Request and response schemas of the spec §7 "likes" calls.
export {};
