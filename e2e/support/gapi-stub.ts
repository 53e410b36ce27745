// A small stand-in for Google's API loader (https://apis.google.com/js/api.js cannot load here),
// served by routing https://apis.google.com/** in a browser test. Firebase's popup sign-in needs
// only its `gapi.iframes` part: the SDK opens the Auth emulator's helper iframe
// (emulator/auth/iframe) through it, and that iframe, which loads the same script, sends the
// popup's sign-in result back to the SDK through it. This stand-in carries those calls
// (register, send with replies, ping) over window.postMessage between the two frames; the
// popup, the emulator, the SDK and our server stay real.
import type { BrowserContext } from 'playwright-core';

export const GAPI_STUB = `(() => {
  const TAG = 'hostel-gapi-stub';
  let nextId = 1;
  // One message channel to one other window: handlers by type (messages of a type nobody has
  // registered yet wait for it), and callbacks for the replies to what this side sent.
  function channel(target) {
    const handlers = {};
    const waiting = {};
    const replies = {};
    const answer = (message) => {
      const results = [handlers[message.type](message.data)];
      target.postMessage({ tag: TAG, kind: 'reply', id: message.id, results }, '*');
    };
    window.addEventListener('message', (event) => {
      const message = event.data;
      if (event.source !== target || !message || message.tag !== TAG) return;
      if (message.kind === 'reply') {
        const callback = replies[message.id];
        delete replies[message.id];
        if (callback) callback(message.results);
      } else if (message.kind === 'ping') {
        target.postMessage({ tag: TAG, kind: 'reply', id: message.id, results: [] }, '*');
      } else if (handlers[message.type]) {
        answer(message);
      } else {
        (waiting[message.type] = waiting[message.type] || []).push(message);
      }
    });
    const post = (kind, type, data, callback) => {
      const id = TAG + ':' + nextId++;
      if (callback) replies[id] = callback;
      target.postMessage({ tag: TAG, kind, id, type, data }, '*');
    };
    return {
      register(type, handler) {
        handlers[type] = handler;
        (waiting[type] || []).splice(0).forEach(answer);
      },
      send(type, data, callback) {
        post('send', type, data, callback);
      },
      ping(callback) {
        return new Promise((resolve) => {
          post('ping', 'ping', null, (results) => {
            if (callback) callback(results);
            resolve(results);
          });
        });
      },
      restyle() {
        return Promise.resolve();
      },
    };
  }

  const context = {
    // The SDK's side: add the iframe, then hand its channel to the caller once it has loaded.
    open(options, onOpen) {
      const frame = document.createElement('iframe');
      const attributes = options.attributes || {};
      Object.keys(attributes).forEach((name) => {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      return new Promise((resolve, reject) => {
        frame.onload = () => {
          const iframe = channel(frame.contentWindow);
          Promise.resolve(onOpen ? onOpen(iframe) : iframe).then(resolve, reject);
        };
        frame.src = options.url;
        options.where.appendChild(frame);
      });
    },
    // The helper iframe's side: its channel to the page that embedded it.
    getParentIframe() {
      return parentChannel;
    },
  };
  const parentChannel = window.parent !== window ? channel(window.parent) : null;

  window.gapi = {
    load(name, options) {
      const callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(() => callback && callback(), 0);
    },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: () => true, getContext: () => context },
  };
  // The loader's two ways of saying it is ready: ?onload=<name> on its URL, and gapi_onload.
  const src = document.currentScript && document.currentScript.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in for every Google API script the context's pages and frames ask for. */
export async function routeGapiStub(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: GAPI_STUB,
    }),
  );
}
