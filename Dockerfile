# The site and its server in one image: built here once, started without a build.
#   docker build -t rebels-site .
#   docker run -p 3000:3000 -v rebels-data:/data rebels-site
# See docs/deploy.md. `npm run check:container` (part of `npm test`) builds this file with podman
# and runs the image, so a file it needs cannot go missing unnoticed (decision 0050).

# The Node of package.json: the pinned `node` devDependency (decision 0004), within "engines".
# The server is TypeScript run by Node's type stripping, so it must be Node 22.18 or later.
ARG NODE_VERSION=22.23.3
# The privacy policy states the retention periods at build time: give the build and the server
# the same values (unset: 365 and 28 days).
ARG RETENTION_DAYS=""
ARG JOB_RETENTION_DAYS=""

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Compilers for better-sqlite3 in case no prebuilt binary matches this platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# Puppeteer's own Chrome serves the benchmarks and tests only; the build does not need it.
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
ARG RETENTION_DAYS
ARG JOB_RETENTION_DAYS
# Build, then keep only the production dependencies for the runtime stage.
RUN npm run build && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ARG RETENTION_DAYS
ARG JOB_RETENTION_DAYS
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  RETENTION_DAYS=${RETENTION_DAYS} \
  JOB_RETENTION_DAYS=${JOB_RETENTION_DAYS}
# package.json carries "type": "module" and the #server/#contracts import aliases.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/csp-hashes.json /app/build/content.json ./build/
# The site's own server code: a publish renders pages from the stored content with it (decision 0073).
COPY --from=build /app/build/server ./build/server
COPY --from=build /app/server ./server
COPY --from=build /app/contracts ./contracts
# The operator CLI: docker exec -it <container> node scripts/admin.ts create <username>
COPY --from=build /app/scripts/admin.ts ./scripts/admin.ts
COPY --from=build /app/scripts/content.ts ./scripts/content.ts
# The content pack a fresh install's database starts from (decision 0072).
COPY --from=build /app/content ./content
# SQLite (when DATABASE_URL is unset) and .eml mail (when SMTP_URL is unset) live in DATA_DIR.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
# The server itself: no `npm start`, which would build when build/ looks stale.
CMD ["node", "server/index.ts"]
