// The only reader of process.env (the lint config forbids it elsewhere): every setting is parsed
// and validated here once, with a default that works on a developer's machine.
// One file on purpose: the settings are read and cross-checked together (FAULT_POINT, DEV_MAIL_READER
// and REQUIRE_ADMIN_2FA depend on NODE_ENV), and a second reader of process.env is what the lint forbids.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HELP_RETENTION_MONTHS } from '../common/schemas/help';
import { isTenantName, type TenantName } from '../common/tenants/tenant-configs';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The repository root, so that defaults do not depend on the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Settings {
  /** PORT (8080); 0 picks a free port. */
  port: number;
  /** HOST (0.0.0.0): the interface to listen on. */
  host: string;
  /** DATABASE_URL: a PostgreSQL server; unset means embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** DATA_DIR (./data): where PGlite keeps its files. */
  dataDir: string;
  /** SMTP_URL: unset means mail stays in the outbox table. */
  smtpUrl: string | null;
  /**
   * DEV_MAIL_READER (on when mail stays in the outbox, SMTP_URL unset, outside
   * NODE_ENV=production; refused in production): GET /api/v1/dev/emails, the development mail
   * reader. Off, the route does not exist (404): its mails hold live sign-in links.
   */
  devMailReader: boolean;
  /** MAIL_FROM (Volunteerly <noreply@volunteerly.test>): the sender of every mail. */
  mailFrom: string;
  /** MAIL_WORKER_INTERVAL_MS (5000): how often the outbox worker looks for due mail; 0 turns it off. */
  mailWorkerIntervalMs: number;
  /** PUBLIC_URL: the external base URL used in e-mails and links. */
  publicUrl: string | null;
  /** DEFAULT_TENANT (public): the tenant for hosts and requests that name none. */
  defaultTenant: TenantName;
  /**
   * UPLOAD_DIR (DATA_DIR/uploads, so ./data/uploads): uploaded files, served under /uploads/,
   * unless S3_URL sends them to object storage.
   */
  uploadDir: string;
  /**
   * S3_URL (unset): an S3-compatible endpoint (AWS, MinIO, Garage, Scaleway ...) for uploaded
   * files, so that every instance reads what any of them stored; with S3_BUCKET (required),
   * S3_REGION (us-east-1), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither: neither
   * uses the SDK's own credential chain, such as an instance role) and S3_FORCE_PATH_STYLE
   * (true: bucket in the path, as MinIO and most self-hosted stores need).
   */
  s3: S3Settings | null;
  /** AUTH_ROTATE_TOKENS (false): issue a new token with every authenticated response. */
  authRotateTokens: boolean;
  /** AUTH_RATE_LIMIT_IP_PER_MINUTE (10): sign-in, password and confirmation attempts per IP. */
  authRateLimitIpPerMinute: number;
  /**
   * AUTH_RATE_LIMIT_ACCOUNT_PER_15_MIN (5): password reset and confirmation requests per
   * account in 15 minutes (wrong passwords have their own back-off, below).
   */
  authRateLimitAccountPer15Min: number;
  /**
   * AUTH_RATE_LIMIT_ACCOUNT_FAILURES (5): wrong passwords per account (sign-in and the current
   * password of a profile change, counted together) before each further try waits longer.
   */
  authRateLimitAccountFailures: number;
  /**
   * AUTH_RATE_LIMIT_MAX_WAIT_MINUTES (60): the longest wait of that back-off (1, 2, 4, 8 ...
   * minutes up to this).
   */
  authRateLimitMaxWaitMinutes: number;
  /**
   * TRUST_PROXY (off): take the client IP (and protocol) from X-Forwarded-For only when set, as
   * Fastify's trustProxy: a comma-separated list of the proxies' addresses or CIDR ranges (or
   * proxy-addr's names loopback, linklocal, uniquelocal), so only a request from one of them is
   * believed and the client IP is the right-most address that is not a listed proxy. `true` is
   * refused: it believes every hop and takes the left-most entry, which the client writes.
   * Off, the header is ignored: a client could otherwise pick any IP for the per-IP limits.
   */
  trustProxy: false | string[];
  /**
   * REQUIRE_ADMIN_2FA (on when NODE_ENV=production, else off): admins must sign in with a
   * second factor; one without it sets it up before any session is issued.
   */
  requireAdminTwoFactor: boolean;
  /** The clock of token expiry, batch windows and rate limits (tests pass a fake one). */
  now: () => Date;
  /** SENTRY_DSN: unset means error reporting is off. */
  sentryDsn: string | null;
  /**
   * METRICS_TOKEN (unset): the bearer token of GET /api/v1/metrics (Prometheus). Unset, the route
   * does not exist (404); at least 24 characters, as a scraper's secret should be.
   */
  metricsToken: string | null;
  /** GEOCODER_URL (PDOK Locatieserver): postcode and address lookups. */
  geocoderUrl: string;
  /**
   * MAP_TILE_URL (PDOK's BRT achtergrondkaart): the XYZ tile template of the maps
   * (`{z}/{x}/{y}`, optionally `{s}` subdomains); the Content-Security-Policy allows its host in
   * img-src only.
   */
  mapTileUrl: string;
  /** MAP_TILE_ATTRIBUTION: what the tile source requires on the map ('Kaartgegevens © Kadaster'). */
  mapTileAttribution: string;
  /** GEOCODER_TIMEOUT_MS (3000): a slower answer counts as a failed lookup (the save goes on). */
  geocoderTimeoutMs: number;
  /**
   * HELP_RETENTION_MONTHS (12, common/schemas/help.ts): the personal data of a done or cancelled
   * request for one-to-one help is deleted this many months after it closed (0: at the next run).
   */
  helpRetentionMonths: number;
  /** SEED_DEMO (true): write the demo data on start (idempotent). */
  seedDemo: boolean;
  /**
   * EXPECTED_CONCURRENT_USERS (10): how many people the operator expects at the same moment. On
   * the embedded database (one query at a time) more than it serves well logs a warning at start
   * that says to move to PostgreSQL (server/lib/embedded-load.ts).
   */
  expectedConcurrentUsers: number;
  /**
   * SEARCH_CACHE_MB (32): memory per instance for anonymous vacancy search answers, kept until a
   * write changes what a public search shows (the database's search generation); 0 turns it off.
   */
  searchCacheMb: number;
  /** LOG_LEVEL (info): pino level; 'silent' turns request logging off. */
  logLevel: LogLevel;
  /** DIST_DIR (./dist): the built PWA. */
  distDir: string;
  /** The repository's i18n/ folder (not configurable: translations ship with the code). */
  i18nDir: string;
  /** The repository's public/ folder, served as a fallback for files missing from dist. */
  publicDir: string;
  /**
   * ENABLE_TEST_ROUTES (false): adds GET /api/v1/test/slow?ms=N and GET /api/v1/test/boom, used
   * by the API tests (graceful shutdown, internal errors), and the e2e network cut (a request
   * with the cookie e2e_network=down loses its connection). Never turn this on in production.
   */
  enableTestRoutes: boolean;
  /** SHUTDOWN_TIMEOUT_MS (10000): how long a graceful shutdown may take before the process gives up. */
  shutdownTimeoutMs: number;
  /**
   * FAULT_POINT (unset; test only, refused without ENABLE_TEST_ROUTES or with
   * NODE_ENV=production): `exit-after-write` kills the process (SIGKILL, no cleanup) once an
   * idempotent write's handler ran and its answer is written, before its transaction commits,
   * so the crash tests hit that moment every time instead of racing for it.
   */
  faultPoint: FaultPoint | null;
}

export interface S3Settings {
  url: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

export const FAULT_POINTS = ['exit-after-write'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

type Env = Record<string, string | undefined>;

export const DEFAULT_MAIL_FROM = 'Volunteerly <noreply@volunteerly.test>';

export const DEFAULT_GEOCODER_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

export const DEFAULT_MAP_TILE_URL =
  'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = 'Kaartgegevens © Kadaster';

/** A tile template: http(s), with {z}, {x} and {y}; `{s}` may stand for a subdomain. */
function readTileUrl(env: Env, problems: string[]): string {
  const value = readString(env, 'MAP_TILE_URL');
  if (value === null) return DEFAULT_MAP_TILE_URL;
  try {
    const url = new URL(value.replace('{s}', 'a'));
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error('protocol');
    if (!['{z}', '{x}', '{y}'].every((p) => value.includes(p))) throw new Error('placeholders');
    return value;
  } catch {
    problems.push('MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}');
    return DEFAULT_MAP_TILE_URL;
  }
}

function readString(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const value = readString(env, name);
  if (value === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

function readInteger(env: Env, name: string, fallback: number, max: number, problems: string[]) {
  const value = readString(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    problems.push(`${name} must be a whole number from 0 to ${max} (got "${value}")`);
    return fallback;
  }
  return n;
}

function readUrl(env: Env, name: string, problems: string[], protocols: string[]): string | null {
  const value = readString(env, name);
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) throw new Error('protocol');
    return value;
  } catch {
    problems.push(`${name} must be a URL starting with ${protocols.join(' or ')}//`);
    return null;
  }
}

/** FAULT_POINT: a crash on purpose, for tests only (see Settings.faultPoint). */
function readFaultPoint(env: Env, problems: string[]): FaultPoint | null {
  const value = readString(env, 'FAULT_POINT');
  if (value === null) return null;
  if (!(FAULT_POINTS as readonly string[]).includes(value)) {
    problems.push(`FAULT_POINT must be one of ${FAULT_POINTS.join(', ')} (got "${value}")`);
    return null;
  }
  if (
    !readBoolean(env, 'ENABLE_TEST_ROUTES', false, []) ||
    readString(env, 'NODE_ENV') === 'production'
  ) {
    problems.push(
      'FAULT_POINT is for tests: it needs ENABLE_TEST_ROUTES=true and no NODE_ENV=production',
    );
    return null;
  }
  return value as FaultPoint;
}

/** DEV_MAIL_READER: see Settings.devMailReader. */
function readDevMailReader(env: Env, problems: string[]): boolean {
  const production = readString(env, 'NODE_ENV') === 'production';
  const on = readBoolean(
    env,
    'DEV_MAIL_READER',
    !production && !readString(env, 'SMTP_URL'),
    problems,
  );
  if (on && production) {
    problems.push(
      'DEV_MAIL_READER cannot be on with NODE_ENV=production (it shows live sign-in links)',
    );
    return false;
  }
  return on;
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: off or a list of proxy addresses (see Settings.trustProxy). */
function readTrustProxy(env: Env, problems: string[]): false | string[] {
  const value = readString(env, 'TRUST_PROXY');
  if (value === null || /^(false|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) {
    // Fastify would trust every hop and take the left-most X-Forwarded-For entry, which the
    // client writes: any client could pick a fresh IP for the per-IP limits.
    problems.push(
      `TRUST_PROXY=${value} would let any client pick its IP with X-Forwarded-For; list the proxy's addresses or CIDR ranges instead (comma-separated, e.g. "10.0.0.0/8" or "loopback")`,
    );
    return false;
  }
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = list.every((part) => {
    if (PROXY_RANGE_NAMES.includes(part)) return true;
    const [address = '', prefix] = part.split('/');
    return isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
  });
  if (!valid || list.length === 0) {
    // A hop count is refused too: Fastify cannot check the peer with it and ignores the header.
    problems.push(
      `TRUST_PROXY must be false or a comma-separated list of the proxy's addresses or CIDR ranges (or loopback, linklocal, uniquelocal) (got "${value}")`,
    );
    return false;
  }
  return list;
}

function resolveDir(value: string | null, fallback: string): string {
  return path.resolve(value ?? fallback);
}

export const METRICS_TOKEN_MIN_LENGTH = 24;

function readMetricsToken(env: Env, problems: string[]): string | null {
  const token = readString(env, 'METRICS_TOKEN');
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  }
  return token ?? null;
}

function readS3(env: Env, problems: string[]): S3Settings | null {
  const url = readUrl(env, 'S3_URL', problems, ['http:', 'https:']);
  const bucket = readString(env, 'S3_BUCKET');
  const accessKeyId = readString(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = readString(env, 'S3_SECRET_ACCESS_KEY');
  if (!url) {
    if (bucket || accessKeyId || secretAccessKey)
      problems.push('S3_BUCKET and its keys need S3_URL');
    return null;
  }
  if (!bucket) problems.push('S3_URL needs S3_BUCKET');
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET "${bucket}" is not a bucket name (3-63 of a-z, 0-9, dots and dashes)`);
  }
  if (!accessKeyId !== !secretAccessKey) {
    problems.push('Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither)');
  }
  return {
    url,
    bucket: bucket ?? '',
    region: readString(env, 'S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', true, problems),
  };
}

/** Reads and validates the settings; throws one error that lists every invalid variable. */
export function loadSettings(env: Env = process.env): Settings {
  const problems: string[] = [];
  const defaultTenant = readString(env, 'DEFAULT_TENANT') ?? 'public';
  if (!isTenantName(defaultTenant))
    problems.push(`DEFAULT_TENANT "${defaultTenant}" is not a tenant`);
  const logLevel = (readString(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const dataDir = resolveDir(readString(env, 'DATA_DIR'), 'data');
  const settings: Settings = {
    port: readInteger(env, 'PORT', 8080, 65535, problems),
    host: readString(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: readUrl(env, 'DATABASE_URL', problems, ['postgres:', 'postgresql:']),
    dataDir,
    smtpUrl: readUrl(env, 'SMTP_URL', problems, ['smtp:', 'smtps:']),
    devMailReader: readDevMailReader(env, problems),
    mailFrom: readString(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    mailWorkerIntervalMs: readInteger(env, 'MAIL_WORKER_INTERVAL_MS', 5_000, 3_600_000, problems),
    publicUrl: readUrl(env, 'PUBLIC_URL', problems, ['http:', 'https:']),
    defaultTenant: isTenantName(defaultTenant) ? defaultTenant : 'public',
    uploadDir: resolveDir(readString(env, 'UPLOAD_DIR'), path.join(dataDir, 'uploads')),
    s3: readS3(env, problems),
    authRotateTokens: readBoolean(env, 'AUTH_ROTATE_TOKENS', false, problems),
    authRateLimitIpPerMinute: readInteger(
      env,
      'AUTH_RATE_LIMIT_IP_PER_MINUTE',
      10,
      100_000,
      problems,
    ),
    authRateLimitAccountPer15Min: readInteger(
      env,
      'AUTH_RATE_LIMIT_ACCOUNT_PER_15_MIN',
      5,
      100_000,
      problems,
    ),
    authRateLimitAccountFailures: readInteger(
      env,
      'AUTH_RATE_LIMIT_ACCOUNT_FAILURES',
      5,
      100_000,
      problems,
    ),
    authRateLimitMaxWaitMinutes: readInteger(
      env,
      'AUTH_RATE_LIMIT_MAX_WAIT_MINUTES',
      60,
      24 * 60,
      problems,
    ),
    trustProxy: readTrustProxy(env, problems),
    requireAdminTwoFactor: readBoolean(
      env,
      'REQUIRE_ADMIN_2FA',
      readString(env, 'NODE_ENV') === 'production',
      problems,
    ),
    now: () => new Date(),
    sentryDsn: readUrl(env, 'SENTRY_DSN', problems, ['http:', 'https:']),
    metricsToken: readMetricsToken(env, problems),
    geocoderUrl:
      readUrl(env, 'GEOCODER_URL', problems, ['http:', 'https:']) ?? DEFAULT_GEOCODER_URL,
    geocoderTimeoutMs: readInteger(env, 'GEOCODER_TIMEOUT_MS', 3_000, 60_000, problems),
    mapTileUrl: readTileUrl(env, problems),
    mapTileAttribution: readString(env, 'MAP_TILE_ATTRIBUTION') ?? DEFAULT_MAP_TILE_ATTRIBUTION,
    helpRetentionMonths: readInteger(
      env,
      'HELP_RETENTION_MONTHS',
      DEFAULT_HELP_RETENTION_MONTHS,
      120,
      problems,
    ),
    seedDemo: readBoolean(env, 'SEED_DEMO', true, problems),
    expectedConcurrentUsers: readInteger(env, 'EXPECTED_CONCURRENT_USERS', 10, 1_000_000, problems),
    searchCacheMb: readInteger(env, 'SEARCH_CACHE_MB', 32, 4096, problems),
    logLevel: (LOG_LEVELS as readonly string[]).includes(logLevel)
      ? (logLevel as LogLevel)
      : 'info',
    distDir: resolveDir(readString(env, 'DIST_DIR'), 'dist'),
    i18nDir: path.join(REPO_ROOT, 'i18n'),
    publicDir: path.join(REPO_ROOT, 'public'),
    enableTestRoutes: readBoolean(env, 'ENABLE_TEST_ROUTES', false, problems),
    shutdownTimeoutMs: readInteger(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 600_000, problems),
    faultPoint: readFaultPoint(env, problems),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid settings:\n- ${problems.join('\n- ')}`);
  }
  return settings;
}
