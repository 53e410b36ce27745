// Developer script: copies the Fluent Emoji icons the demo pictures use out of the 100 MB
// @iconify-json/fluent-emoji set into emoji-art.json (committed), so seeding neither parses the
// whole set nor needs a devDependency at run time. Run after changing the demo menu or people:
//   npx tsx sync-server/src/seed/extract-emoji.ts && npx prettier --write sync-server/src/seed/emoji-art.json
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_MEALS } from './demo-meals';
import { DEMO_PEOPLE } from './demo-people';
import { DEMO_UPCOMING_MEALS } from './demo-upcoming-meals';
import type { EmojiArt } from './emoji';

type IconSet = {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
};

const require = createRequire(import.meta.url);
const set = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'),
) as IconSet;

const names = new Set<string>();
for (const meal of [...DEMO_MEALS, ...DEMO_UPCOMING_MEALS]) {
  for (const name of [meal.art.main, meal.art.side, meal.art.garnish]) if (name) names.add(name);
}
for (const person of DEMO_PEOPLE) names.add(person.avatar.emoji);

const art: EmojiArt = {
  source:
    'Microsoft Fluent Emoji (https://github.com/microsoft/fluentui-emoji), via @iconify-json/fluent-emoji',
  license: 'MIT',
  icons: {},
};
for (const name of [...names].sort()) {
  const icon = set.icons[name];
  if (!icon) throw new Error(`@iconify-json/fluent-emoji has no icon "${name}"`);
  art.icons[name] = {
    body: icon.body,
    width: icon.width ?? set.width ?? 32,
    height: icon.height ?? set.height ?? 32,
  };
}
const target = new URL('./emoji-art.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(art, null, 2)}\n`);
console.log(`Wrote ${names.size} icons to ${target.pathname}`);
