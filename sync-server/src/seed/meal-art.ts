// Demo pictures drawn as SVG (no photo can be downloaded here): a meal is one or two Fluent Emoji
// on a plate on a coloured table cloth; an avatar is a person emoji on a coloured disc.
import { placeEmoji } from './emoji';

export type MealArt = {
  /** The dish, drawn large in the middle of the plate. */
  main: string;
  /** A side dish or drink, drawn smaller at the plate's lower right. */
  side?: string;
  /** A garnish scattered on the table at the upper left. */
  garnish?: string;
  /** The table cloth's gradient, light to dark. */
  colors: readonly [string, string];
};

export type AvatarArt = { emoji: string; color: string };

/** Fork left of the plate, knife right: plain shapes, so they cost nothing. */
const CUTLERY =
  '<g fill="url(#steel)" filter="url(#soft)">' +
  '<rect x="67" y="262" width="16" height="270" rx="8"/>' +
  '<path d="M52 120h8v110h8V120h8v110h8V120h8v110h8V120h8v130a28 28 0 0 1-28 28h-4a28 28 0 0 1-28-28z"/>' +
  '<rect x="716" y="290" width="18" height="242" rx="9"/>' +
  '<path d="M734 112c-26 14-34 60-34 120v70h34z"/>' +
  '</g>';

export function mealSvg(art: MealArt): string {
  const [light, dark] = art.colors;
  const parts = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    '<defs>',
    `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    '<radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<pattern id="weave" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M0 0h24v24H0zM24 24h24v24H24z" fill="#fff" fill-opacity="0.07"/></pattern>',
    '<radialGradient id="plate" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#fffdf8"/><stop offset="0.8" stop-color="#f7f1e6"/><stop offset="1" stop-color="#e4d9c6"/></radialGradient>',
    '<radialGradient id="well" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#fffefb"/><stop offset="1" stop-color="#efe6d6"/></radialGradient>',
    '<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4f4f5"/><stop offset="0.5" stop-color="#d4d4d8"/><stop offset="1" stop-color="#a1a1aa"/></linearGradient>',
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="#3b1d0a" flood-opacity="0.35"/></filter>',
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feDropShadow dx="0" dy="6" stdDeviation="5" flood-color="#3b1d0a" flood-opacity="0.3"/></filter>',
    '</defs>',
    '<rect width="800" height="600" fill="url(#cloth)"/>',
    '<rect width="800" height="600" fill="url(#weave)"/>',
    '<rect width="800" height="600" fill="url(#light)"/>',
    CUTLERY,
    '<circle cx="400" cy="300" r="250" fill="url(#plate)" filter="url(#shadow)"/>',
    '<circle cx="400" cy="300" r="192" fill="url(#well)" stroke="#e2d6c2" stroke-width="4"/>',
    '<g filter="url(#soft)">',
    placeEmoji(art.main, { x: 225, y: 110, size: 350, prefix: 'm' }),
    art.side ? placeEmoji(art.side, { x: 530, y: 355, size: 180, prefix: 's' }) : '',
    art.garnish
      ? placeEmoji(art.garnish, { x: 150, y: 40, size: 96, prefix: 'g', rotate: -18 })
      : '',
    '</g>',
    '</svg>',
  ];
  return parts.join('\n');
}

export function avatarSvg(art: AvatarArt): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.8">',
    `<stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>`,
    '</radialGradient><clipPath id="disc"><circle cx="128" cy="128" r="128"/></clipPath></defs>',
    `<circle cx="128" cy="128" r="128" fill="${art.color}"/>`,
    '<circle cx="128" cy="128" r="128" fill="url(#bg)"/>',
    // Larger than the disc and clipped by it, so the shoulders meet the edge like a portrait.
    `<g clip-path="url(#disc)">${placeEmoji(art.emoji, { x: 13, y: 40, size: 230, prefix: 'a' })}</g>`,
    '</svg>',
  ].join('\n');
}
