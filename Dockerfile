# syntax=docker/dockerfile:1
# Best Bikes: one image, the same server `npm start` runs (ADR 0089). Build: docker build -t best-bikes .
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Every dependency, from the lock (npm install, not npm ci: ADR 0005), no browsers.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm install --no-audit --no-fund

# 2. The web app's build, and the server's bundle (what `npm start` runs: no tsx, no source maps,
#    ADR 0381). The bundle names its sources' folders as they are here, /app, as in the runtime stage.
FROM deps AS build
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
COPY apps/server apps/server
COPY scripts/bundle-server.mjs scripts/
COPY scripts/lib/server-bundle.mjs scripts/lib/
RUN npm run build && node scripts/bundle-server.mjs apps/server/dist

# 3. What runs: production dependencies, the server's bundle and the files it reads beside its sources
#    (migrations, the PGlite child), the built web app.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# Two malloc arenas: what scripts/server-command.mjs gives `npm start` (ADR 0261).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules node_modules
COPY --chown=root:root package.json tsconfig.base.json ./
COPY --chown=root:root packages packages
COPY --chown=root:root apps/server apps/server
COPY --from=build --chown=root:root /app/apps/server/dist apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
COPY --chown=root:root apps/web/package.json apps/web/
# The code belongs to root and cannot be changed by the server; only /data is the server's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `npm start` without the build step (the image holds the build): WEB_CONCURRENCY workers, SIGTERM-safe.
# The heap ceiling of scripts/server-command.mjs (SERVER_HEAP_ARGS, ADR 0263); the bundle, not tsx: an
# idle server holds some 60 MiB less, 100 MiB less once it has rendered pages (ADR 0381).
CMD ["node", "--max-old-space-size=256", "apps/server/dist/main.mjs"]
