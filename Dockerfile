# syntax=docker/dockerfile:1
# The Volunteerly API server with the PWA it serves (docs/deploy.md). The project's own machines
# cannot pull or build images: tests/api/deploy-files.test.ts checks this file's shape, that the
# files copied below are all the server needs, and runs its CMD.
#
# Every stage starts from the same image: sharp is native, and npm installs its binary for the
# libc and CPU of the stage it runs in, so the runtime must be the same family (Debian bookworm,
# glibc) as the stage that installed node_modules. Node 20 is what the test suite runs on.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build the PWA into dist/: needs every dependency (Vite and its plugins are devDependencies).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The runtime's node_modules: dependencies only. tsx is one of them (package.json), since the
#    server runs its TypeScript through `node --import tsx`, so --omit=dev keeps it.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The runtime: the server's sources, what it reads at run time and the built PWA; no tests,
#    no src/, no build tools. The files belong to root, so the server cannot change them.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY server ./server
COPY common ./common
COPY i18n ./i18n
COPY public ./public
COPY --from=build /app/dist ./dist
# DATA_DIR (./data): the embedded database and UPLOAD_DIR when neither DATABASE_URL nor S3_URL is
# set; mount a volume here for that case. Besides /tmp (tsx's compile cache), the only place the
# server writes to.
RUN mkdir -p /app/data && chown node:node /app/data
# The node user (uid 1000) comes with the image.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command as `npm run serve`, without npm in between (signals reach the server).
CMD ["node", "--import", "tsx", "server/index.ts"]
