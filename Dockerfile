# The Hostel Meals server image: the compiled server (scripts/build-server.mjs) and the built PWA,
# run by plain Node as the unprivileged `node` user. compose.yaml runs two of these behind nginx.
# Stage 1 installs everything and builds; stage 2 keeps production dependencies and the builds.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source on install (see STACK.md).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared-schema/package.json shared-schema/
COPY sync-server/package.json sync-server/
COPY pwa/package.json pwa/
RUN npm ci
COPY . .
RUN npm run build && node scripts/build-server.mjs
RUN npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  HOST=0.0.0.0 \
  DATA_DIR=/data \
  UPLOADS_DIR=/uploads \
  PWA_DIST_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/sync-server/package.json ./sync-server/
COPY --from=build /app/sync-server/dist ./sync-server/dist
COPY --from=build /app/dist ./dist
# The data pages' first-screen renderer, beside the PWA (never served).
COPY --from=build /app/dist-ssr ./dist-ssr
# Writable by the app user only; a named volume mounted on /uploads starts with this owner.
RUN mkdir -p /data /uploads && chown node:node /data /uploads
USER node
EXPOSE 3000
# Healthy = ready (GET /readyz 200): started, not draining, the database answering. The slim
# image has no curl: Node's own fetch asks. The start period covers migrations and seeding.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches Node directly (no shell): it finishes requests in flight, then exits.
CMD ["node", "--enable-source-maps", "sync-server/dist/main.mjs"]
