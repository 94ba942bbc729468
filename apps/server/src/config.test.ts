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

  it('resolves the data folder from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: 'x/data', INIT_CWD: '/srv/portal' }).DATA_DIR).toBe('/srv/portal/x/data');
    expect(loadConfig({}).DATA_DIR).toMatch(/\/data$/);
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });
});
