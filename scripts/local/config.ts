/** Ports, paths and names of the local stack; every value can be changed by an environment variable. */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEFAULT_DAILY_INVITATION_CAP } from '@safe-haven/shared/constants';
import { DEFAULT_DOCUMENT_LINK_DAYS } from '@safe-haven/shared/documents';

export interface LocalStackConfig {
  stateDir: string;
  tableName: string;
  region: string;
  seedAdmin: { email: string; password: string; firstName: string; lastName: string };
  ports: { web: number; api: number; dynamodb: number; cognito: number; ses: number; s3: number };
  photosBucket: string;
  /** The brand's documents, a bucket of their own as in AWS (only the document functions may use it). */
  documentsBucket: string;
  /**
   * The secret the web proxy adds to API requests, as CloudFront does in AWS; the handlers refuse
   * requests without it. New for every start, like a deployed stage's own secret.
   */
  originVerifySecret: string;
  /** DynamoDB Local keeps its data on disk (default) or, for the benchmark's million items, in memory. */
  dynamoDb: { inMemory: boolean; heapMb: number };
  /** Invitations one staff member may send per UTC day (a deployed stage's `dailyInvitationCap`). */
  dailyInvitationCap: number;
  /** Days a personal document link works (a deployed stage's `documentLinkDays`). */
  documentLinkDays: number;
}

const port = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
};

const wholeNumber = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1, got "${raw}"`);
  return value;
};

export const ROOT_DIR = resolve(import.meta.dirname, '../..');

/**
 * PORT_OFFSET moves every default port at once, for a second stack beside the first (a port's own
 * variable still wins). That stack keeps its data in a state folder of its own (`.local-<offset>`),
 * as two DynamoDB Locals cannot share one.
 */
const portOffset = (): number => {
  const raw = process.env.PORT_OFFSET;
  if (!raw) return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 50_000) throw new Error(`PORT_OFFSET must be a whole number from 0 to 50000, got "${raw}"`);
  return value;
};

export const localStackConfig = (overrides: Partial<LocalStackConfig> = {}): LocalStackConfig => {
  const offset = portOffset();
  return {
    stateDir: resolve(ROOT_DIR, process.env.LOCAL_STATE_DIR ?? (offset ? `.local-${offset}` : '.local')),
    tableName: 'safe-haven-local',
    region: 'us-east-1',
    photosBucket: 'safe-haven-local-photos',
    documentsBucket: 'safe-haven-local-documents',
    originVerifySecret: randomBytes(24).toString('base64url'),
    dynamoDb: { inMemory: false, heapMb: 512 },
    dailyInvitationCap: wholeNumber('DAILY_INVITATION_CAP', DEFAULT_DAILY_INVITATION_CAP),
    documentLinkDays: wholeNumber('DOCUMENT_LINK_DAYS', DEFAULT_DOCUMENT_LINK_DAYS),
    seedAdmin: {
      email: (process.env.SEED_ADMIN_EMAIL ?? 'admin@safehaven.local').toLowerCase(),
      password: process.env.SEED_ADMIN_PASSWORD ?? 'SafeHaven!2026',
      firstName: process.env.SEED_ADMIN_FIRST_NAME ?? 'Avery',
      lastName: process.env.SEED_ADMIN_LAST_NAME ?? 'Admin',
    },
    ports: {
      web: port('WEB_PORT', 5173 + offset),
      api: port('API_PORT', 3001 + offset),
      dynamodb: port('DYNAMODB_PORT', 8000 + offset),
      cognito: port('COGNITO_PORT', 9229 + offset),
      ses: port('SES_PORT', 8005 + offset),
      s3: port('S3_PORT', 4569 + offset),
    },
    ...overrides,
  };
};
