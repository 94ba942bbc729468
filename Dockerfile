# Production image of the placement portal: one Node process serving the API and the web client.
# Build: docker build -t placement-portal .     Run: see compose.yaml and docs/operations.md.

# ---- build: all dependencies, then the web client and the compiled server ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Workspace manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of the server only, the built server and client ----
FROM node:24-bookworm-slim AS runtime
# pg_dump/pg_restore for `npm run backup` / `npm run restore` (Debian 12: PostgreSQL 15 client).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace=apps/server --workspace=packages/contract \
 && npm cache clean --force
COPY packages/contract/src packages/contract/src
COPY packages/contract/tsconfig.json packages/contract/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/web/dist apps/web/dist
# The public pages' server-side renderer (apps/server platform/page-render.ts), all packages inside.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# The compiled server (CMD below); the sources above serve the backup/restore/admin commands (tsx).
COPY --from=build /app/apps/server/dist apps/server/dist
# Uploads (without S3) and the embedded database (without DATABASE_URL) live in /data.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same command the two-process test runs (apps/server/src/ops/server-process.ts).
CMD ["node", "apps/server/dist/main.js"]
