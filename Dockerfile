# syntax=docker/dockerfile:1
# Bangla Tours as a container image: build with every dependency, run with production ones only.
# The same production build `npm run test:cluster` runs three of behind nginx (docs/deploy.md).
#   docker build -t bangla-tours .
#   docker run -p 3000:3000 -e AUTH_SECRET=… -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://… bangla-tours

# --- build: dev dependencies (Vite, esbuild, …) and the production build in dist/ -------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the registry lacks optional platform packages the lockfile names.
RUN npm install --no-audit --no-fund
COPY . .
# dist/client (the web app), dist/server-render (its server twin), dist/server (the server).
RUN npm run build

# --- runtime: production dependencies, the build and the migrations; no sources, no tools ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
# --legacy-peer-deps: better-auth names vitest and drizzle-kit as optional peers, so a plain
# --omit=dev would still install them and ~60 more build tools (vite, esbuild, tsx, …), none of
# which the server loads. The versions installed are the lockfile's either way.
RUN npm install --omit=dev --legacy-peer-deps --no-audit --no-fund \
 && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
# DATA_DIR (./data) is only used by the embedded database; production runs on DATABASE_URL.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness: the process serves. Readiness (/api/health, the database too) is the balancer's check.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 receives SIGTERM and closes gracefully (main.ts); no npm in between.
CMD ["node", "dist/server/main.js"]
