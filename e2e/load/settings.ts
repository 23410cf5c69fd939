/**
 * The whole-site load test's settings: its options (`--seconds=300 --users=60`), where the stack
 * is (env: COMPOSE, CITYLENS_SITE_URL, CITYLENS_API_URL), and how it runs commands and speaks.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const raw = args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}= takes a whole number`);
  return value;
};
export const SECONDS = option('seconds', 300);
export const USERS = option('users', 60);
export const compose = process.env.COMPOSE ?? 'docker-compose -f docker-compose.yml';
export const site = (process.env.CITYLENS_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
export const api = (process.env.CITYLENS_API_URL ?? 'http://localhost:8000').replace(/\/+$/, '');
const repoRoot = path.resolve(__dirname, '..', '..');
export const sh = (command: string) =>
  execSync(command, { encoding: 'utf8', stdio: 'pipe', cwd: repoRoot }).trim();
export const say = (message: string) => console.log(`[load] ${message}`);
