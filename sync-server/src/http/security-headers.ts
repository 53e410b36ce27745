// Security headers on every answer, from koa-helmet (helmet): the Content-Security-Policy of the
// PWA, nosniff, frame-ancestors 'none', a Referrer-Policy, the cross-origin policies, and HSTS
// only over HTTPS (directly, or behind TRUST_PROXY with X-Forwarded-Proto: https). Plus a
// Permissions-Policy, which helmet does not cover. Uploads keep their own stricter sandboxing
// CSP (routes/upload.routes.ts sets it after this).
//
// The CSP is built from the config: the PWA's own origin for scripts, styles, workers (the
// service worker), the manifest and socket.io; images from anywhere over http(s) plus data: and
// blob: (a meal's picture or a profile photo may be any image URL, and the demo images are
// same-origin SVGs); and whatever the configured real providers add (http/provider-csp.ts, the
// extension point for card and identity providers).
import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import type { Config } from '../config';
import { providerCsp } from './provider-csp';

type Directives = Record<string, string[]>;

/** The CSP directives (helmet's camelCase names) for this config. */
function cspDirectives(config: Config, { secure }: { secure: boolean }): Directives {
  const extra = providerCsp(config);
  const directives: Directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
    // Radix's scroll lock and some UI libraries inject <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:', ...(extra.imgSrc ?? [])],
    fontSrc: ["'self'", 'data:'],
    // 'self' covers the API and socket.io's polling and (CSP3) its same-host WebSocket.
    connectSrc: ["'self'", ...(extra.connectSrc ?? [])],
    frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
  };
  // Over plain http (local use) upgrading would send the PWA's own requests to https.
  if (secure) directives.upgradeInsecureRequests = [];
  return directives;
}

// Only features Chromium knows: it reports any other name in this header on every page's console
// (`bluetooth` is no policy feature there; `interest-cohort` named FLoC, which no browser ships,
// and Chromium builds without the name report it). The camera is the app's own (the counter
// scans meal passes with it; the app is one page, so the policy cannot be per route); embedded
// frames (card and identity providers) get none.
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), usb=(), serial=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()';

function helmetFor(config: Config, secure: boolean): Middleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, { secure }) },
    strictTransportSecurity: secure ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Firebase's Google sign-in opens a popup that must be able to answer its opener.
    crossOriginOpenerPolicy: {
      policy: config.identityProvider === 'firebase' ? 'same-origin-allow-popups' : 'same-origin',
    },
    // Card and identity providers' frames are cross-origin: no COEP (helmet's default too).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/** The headers of every answer over one scheme, in the order they are set. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Runs helmet's middleware once against a recording response and keeps what it set. Every header
 * of this configuration is the same for every request of a scheme (no nonces, no per-request
 * directives), so computing them once per scheme answers exactly what helmet would answer, for
 * a fraction of its per-request cost (helmet rebuilds the CSP string on every call).
 */
function recordHeaders(config: Config, secure: boolean): HeaderList {
  const headers: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY]];
  const res = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined, // X-Powered-By: neither Node nor Koa sets it
  };
  const ctx = { req: {}, res } as unknown as Parameters<Middleware>[0];
  // helmet sets its headers synchronously (koa-helmet only wraps the call in a promise).
  void helmetFor(config, secure)(ctx, async () => undefined);
  if (!headers.some(([name]) => name === 'Content-Security-Policy')) {
    throw new Error('helmet set no headers synchronously: precomputing them is no longer exact');
  }
  return headers;
}

/** The security headers of answers over HTTPS and over plain HTTP. */
export type SecurityHeaders = { overHttps: HeaderList; overHttp: HeaderList };

export function securityHeaderLists(config: Config): SecurityHeaders {
  return { overHttps: recordHeaders(config, true), overHttp: recordHeaders(config, false) };
}

/** One middleware for every answer; the HTTPS-only parts follow the request's own scheme. */
export function securityHeaders(lists: SecurityHeaders): Middleware {
  return async (ctx, next) => {
    for (const [name, value] of ctx.secure ? lists.overHttps : lists.overHttp) {
      ctx.res.setHeader(name, value);
    }
    await next();
  };
}
