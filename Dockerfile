# Turnout in a container: one image, one process serving the SPA, the JSON API and socket.io on $PORT.
#   docker build -t turnout .
#   docker run -p 3000:3000 -v turnout-data:/data turnout           # embedded PGlite in /data
# With a PostgreSQL server and Redis (several instances), see compose.yaml and the README.

# 0. The workspace manifests: what `npm ci` needs, so its layers are cached until they change.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# 1. Build the web client and the server (apps/server/dist, esbuild; docs/decisions/001) with every dependency.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (the server's build imports its npm packages at run time).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @turnout/server --include-workspace-root

# 3. The runtime image: no compilers, no dev dependencies, not root.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# As `npm start` runs it (package.json): plain node on the build, a smaller young generation and
# PGlite's WebAssembly optimised later, for a lower idle memory (bench/README.md "Start-up").
CMD ["node", "--max-semi-space-size=2", "--wasm-tiering-budget=2000000000", "apps/server/dist/main.js"]
