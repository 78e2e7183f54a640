# syntax=docker/dockerfile:1.7
#
# One image for every Counsel service. The TARGET environment variable picks what the process runs:
#   all (default: gateway and every service in one process), gateway, identity, students, documents,
#   knowledge, chat, settings, roster, colleges, records, counseling, letters, notifications, outcomes, planning, reporting
#   (or a comma-separated list).
#
#   docker build -t ghcr.io/counsel/counsel:0.1.0 .
#   docker run --rm -p 4000:4000 --read-only --tmpfs /tmp -v counsel-data:/data ghcr.io/counsel/counsel:0.1.0
#
# The runtime stage runs as uid 1000, holds no dev dependencies, and writes only to /tmp and DATA_DIR (/data),
# so it runs with a read-only root filesystem (compose `read_only: true`, Kubernetes `readOnlyRootFilesystem`).
# Build and runtime share one Debian release so native addons (better-sqlite3) built here load there.

ARG NODE_IMAGE=node:20.19-bookworm-slim

# ---- deps: every workspace's dependencies, dev included, cached on the lockfile and the manifests ----
FROM ${NODE_IMAGE} AS deps
# Native addons compile from source when no prebuilt binary matches (better-sqlite3 does on Node 20).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Only the manifests, so source edits do not invalidate the install layer.
# Keep this list in step with "workspaces" in package.json (deploy/test/deploy-files.test.ts checks it).
COPY package.json package-lock.json ./
COPY proto-events/package.json proto-events/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/students/package.json services/students/
COPY services/documents/package.json services/documents/
COPY services/knowledge/package.json services/knowledge/
COPY services/chat/package.json services/chat/
COPY services/settings/package.json services/settings/
COPY services/roster/package.json services/roster/
COPY services/colleges/package.json services/colleges/
COPY services/records/package.json services/records/
COPY services/counseling/package.json services/counseling/
COPY services/letters/package.json services/letters/
COPY services/notifications/package.json services/notifications/
COPY services/planning/package.json services/planning/
COPY services/outcomes/package.json services/outcomes/
COPY services/reporting/package.json services/reporting/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---- build: TypeScript project references (tsc -b tsconfig.build.json) and the web app into web/dist ----
FROM deps AS build
COPY . .
RUN npm run build

# ---- prune: drop dev dependencies and everything the runtime never reads (PDFs use four of the font files) ----
FROM build AS prune
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf proto-events/src services/*/src services/*/test gateway/src gateway/test \
           web/src web/public web/test web/index.html web/vite.config.ts \
           scripts tsconfig*.json jest.config.js codegen.ts \
 && find proto-events services gateway web -maxdepth 3 \( -name '*.tsbuildinfo' -o -name 'tsconfig*.json' \) -delete \
 && find deploy -mindepth 1 -maxdepth 1 ! -name docker -exec rm -rf {} + \
 && find node_modules/@embedpdf -path '*/fonts/*' ! -name NotoSans-Regular.ttf ! -name NotoSans-Bold.ttf \
           ! -name NotoSansHans-Regular.otf ! -name NotoSansKR-Regular.otf -type f -delete

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
# DEMO_DATA=false: the image never seeds the demo accounts (well-known passwords) unless asked to (-e DEMO_DATA=true).
# MALLOC_ARENA_MAX=2: glibc's malloc keeps two arenas rather than eight per core, so memory freed by the worker
# threads is reused instead of held (README, "Memory"); glibc reads it when node starts, as npm start sets it.
ENV NODE_ENV=production \
    TARGET=all \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data \
    DEMO_DATA=false \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Code stays owned by root: the service user can read it but not change it.
COPY --from=prune /app /app
RUN mkdir -p /data && chown 1000:1000 /data
# Numeric uid:gid (the image's `node` user) so Kubernetes runAsNonRoot can verify it.
USER 1000:1000
VOLUME ["/data"]
# gateway (PORT), identity, students, documents, knowledge, chat, settings, roster, colleges, records, counseling, letters,
# notifications, outcomes
EXPOSE 4000 4101 4102 4103 4104 4105 4106 4107 4108 4109 4110 4111 4113 4114
# No curl in the slim image: a small node script probes /healthz on the port of the module TARGET runs.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "deploy/docker/healthcheck.mjs"]
# --heap-growing-percent=25: V8's heap grows by a quarter over what a full collection kept, not up to four times
# (README, "Memory"); npm start passes the same flag.
CMD ["node", "--enable-source-maps", "--heap-growing-percent=25", "gateway/dist/main.js"]
