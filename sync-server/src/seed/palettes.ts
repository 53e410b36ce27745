// Table-cloth colours of the demo meal images (light, dark): warm ones for most dishes, cool
// ones so fish, salads and drinks stand apart in a grid.
export const PALETTES = {
  saffron: ['#fde68a', '#ea580c'],
  terracotta: ['#fed7aa', '#c2410c'],
  chili: ['#fecaca', '#b91c1c'],
  mustard: ['#fef08a', '#ca8a04'],
  amber: ['#fde68a', '#b45309'],
  cocoa: ['#ead2b4', '#7c4a21'],
  rose: ['#fecdd3', '#be123c'],
  plum: ['#f5d0fe', '#a21caf'],
  mint: ['#bbf7d0', '#15803d'],
  olive: ['#d9f99d', '#4d7c0f'],
  teal: ['#99f6e4', '#0f766e'],
  sky: ['#bae6fd', '#0369a1'],
  indigo: ['#c7d2fe', '#4338ca'],
} as const satisfies Record<string, readonly [string, string]>;
