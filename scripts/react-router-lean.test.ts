// react-router-lean.ts against the installed react-router: the production build is found, its
// React calls are marked pure and its top-level displayName writes go, line for line.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { reactRouterLean } from './react-router-lean';

type Handler<T> = { handler: T };
const plugin = reactRouterLean() as Plugin & {
  resolveId: Handler<(id: string) => string>;
  transform: Handler<(code: string) => { code: string } | null>;
};
const PRODUCTION = path.resolve('node_modules/react-router/dist/production');

describe('reactRouterLean', () => {
  it('resolves react-router and react-router/dom to files of the production build', () => {
    for (const id of ['react-router', 'react-router/dom']) {
      const file = plugin.resolveId.handler(id);
      expect(file.startsWith(PRODUCTION)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
  });

  it('marks Link, NavLink and Form pure and drops the displayName writes, keeping lines', () => {
    const chunk = readdirSync(PRODUCTION)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(path.join(PRODUCTION, name), 'utf8'))
      .find((code) => code.includes('Form.displayName = "Form";'));
    expect(chunk).toBeDefined();
    const lean = plugin.transform.handler(chunk!)!.code;
    expect(lean).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean).not.toMatch(/^\w+\.displayName = /m);
    expect(lean.split('\n')).toHaveLength(chunk!.split('\n').length);
  });
});
