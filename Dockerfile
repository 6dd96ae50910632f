# Production image of the table server (pages, API and socket.io on one port).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx next build
EXPOSE 3000
CMD ["node", "--import", "tsx", "server.ts"]
