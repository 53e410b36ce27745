// Request and response schemas of the spec §7 "chat" calls.
export {};
