# One image recipe for every service. Build from the repository root, naming the service:
#   docker build --build-arg SERVICE=identity -t nestkeep-identity .
# (docker compose passes SERVICE for each service.)

# --- dependencies: every workspace's manifest (npm ci checks them all against the lockfile) ----
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/common/package.json packages/common/
COPY services/identity/package.json services/identity/
COPY services/content/package.json services/content/
COPY services/billing/package.json services/billing/
COPY services/ai-worker/package.json services/ai-worker/
COPY services/gateway/package.json services/gateway/
COPY web/package.json web/
COPY tests/package.json tests/
COPY extension/package.json extension/
# The manifests alone, for the runtime stage's production install.
RUN cp -r /app /manifests
# No install scripts: nothing here needs one, and Prisma's would download engines it never uses.
RUN npm ci --ignore-scripts --no-audit --no-fund

# --- build: Prisma clients, packages/common, the service; its runtime files gathered in /out ----
FROM deps AS build
ARG SERVICE
COPY tsconfig.base.json tsconfig.json ./
COPY scripts scripts
COPY packages packages
COPY services services
COPY web web
COPY extension extension
RUN test -n "$SERVICE" || { echo "Build with --build-arg SERVICE=<name>" >&2; exit 1; }
RUN npm run generate --workspaces --if-present && npx tsc -b "services/$SERVICE"
RUN mkdir -p "/out/packages/common" "/out/services/$SERVICE" \
  && cp -r packages/common/dist /out/packages/common/ \
  && cp -r "services/$SERVICE/dist" "/out/services/$SERVICE/" \
  && if [ -d "services/$SERVICE/prisma/migrations" ]; then \
       mkdir -p "/out/services/$SERVICE/prisma" && cp -r "services/$SERVICE/prisma/migrations" "/out/services/$SERVICE/prisma/"; \
     fi \
  && if [ -d "services/$SERVICE/knowledge" ]; then \
       cp -r "services/$SERVICE/knowledge" "/out/services/$SERVICE/"; \
     fi \
  && if [ -d "services/$SERVICE/data" ]; then \
       cp -r "services/$SERVICE/data" "/out/services/$SERVICE/"; \
     fi \
  && if [ "$SERVICE" = gateway ]; then \
       npm run build --workspace web && mkdir -p /out/web && cp -r web/dist /out/web/ \
       && npm run build --workspace extension && mkdir -p /out/extension/dist \
       && cp extension/dist/*.zip /out/extension/dist/; \
     fi

# --- runtime: production dependencies of the one service and its compiled output ---------------
FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=deps /manifests ./
RUN npm ci --omit=dev --ignore-scripts --workspace "services/$SERVICE" --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /out ./
USER node
# exec: node becomes PID 1 and receives SIGTERM for a graceful stop.
CMD ["sh", "-c", "exec node services/$SERVICE/dist/main.js"]
