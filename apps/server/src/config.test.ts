import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('refuses test mode in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PLACEMENT_TEST_MODE: '1' })).toThrow(
      /PLACEMENT_TEST_MODE/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).PLACEMENT_TEST_MODE).toBe(false);
  });

  it('explains invalid settings', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('takes PostgreSQL through its Unix socket (docs/operations.md): the socket folder as host', () => {
    const socket = 'postgres://placement:secret@localhost/placement?host=/var/run/postgresql';
    expect(loadConfig({ DATABASE_URL: socket }).DATABASE_URL).toBe(socket);
  });

  it('resolves the data folder from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: 'x/data', INIT_CWD: '/srv/portal' }).DATA_DIR).toBe('/srv/portal/x/data');
    expect(loadConfig({}).DATA_DIR).toMatch(/\/data$/);
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it('runs several processes only over PostgreSQL', () => {
    const pg = 'postgres://u@db/portal';
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: 'auto' }).WORKERS).toBeGreaterThanOrEqual(1);
    // The embedded database is one process's: auto means one, a number above one is refused.
    expect(loadConfig({ WORKERS: 'auto' }).WORKERS).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: more than one process needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pg, WORKERS: '0' })).toThrow(/WORKERS: must be auto or a number/);
  });

  it('takes S3 settings all together, and says what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: required when S3_ENDPOINT is set',
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'minio' }),
    ).toThrow('S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_REGION: required for AWS S3/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/,
    );
    const config = loadConfig({
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'very-secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config).toMatchObject({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: true });
    // AWS S3 itself: a region, and credentials from the instance role.
    expect(loadConfig({ S3_BUCKET: 'files', S3_REGION: 'ap-south-1' }).S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it('serves metrics only on a port of their own and with a token', () => {
    const token = 'a-scrape-token-of-length';
    expect(() => loadConfig({ METRICS_PORT: '9464' })).toThrow(
      /METRICS_TOKEN: required when METRICS_PORT is set/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(
      /METRICS_PORT: required when METRICS_TOKEN is set/,
    );
    expect(() => loadConfig({ METRICS_PORT: '8080', METRICS_TOKEN: token })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
    const config = loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token });
    expect([config.METRICS_PORT, config.METRICS_HOST]).toEqual([9464, '127.0.0.1']);
  });

  it('never repeats a secret value in its messages', () => {
    const secret = 'Very$ecret-Value-123';
    let message = '';
    try {
      loadConfig({
        S3_ACCESS_KEY_ID: secret,
        S3_SECRET_ACCESS_KEY: secret,
        SMTP_URL: secret,
        SMS_GATEWAY_TOKEN: secret,
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: Invalid URL/);
    expect(message).toMatch(/S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/);
    expect(message).toMatch(/SMS_GATEWAY_URL: required when SMS_GATEWAY_TOKEN is set/);
    expect(message).not.toContain(secret);
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig({ SMTP_URL: '', PORT: '', SUPPORT_EMAIL: '', S3_BUCKET: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.S3_BUCKET).toBeUndefined();
  });
});
