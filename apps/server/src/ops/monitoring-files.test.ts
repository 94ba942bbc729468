import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { Metrics } from '../platform/metrics.ts';
import { repoRoot } from './server-process.ts';

/**
 * The monitoring files of deploy/ against the server's metrics: Prometheus's own checker on the
 * alert rules (with their unit tests, deploy/prometheus/alerts.test.yml) and the scrape
 * configuration; every query of the Grafana dashboard is checked by promtool as PromQL and its
 * panels against the dashboard model; every metric the rules and the dashboard name is one the
 * server exports; every alert has its section in docs/operations.md. CI installs Debian's
 * `prometheus` package (.ci/run), and there a missing promtool fails the test instead of skipping.
 */
const deploy = path.join(repoRoot, 'deploy');
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;
const required = Boolean(process.env.CI);

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { cwd: deploy, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const alertsFile = path.join(deploy, 'prometheus/alerts.yml');
const rules = (
  parseYaml(readFileSync(alertsFile, 'utf8')) as {
    groups: { rules: { alert: string; expr: string; annotations: Record<string, string> }[] }[];
  }
).groups.flatMap((g) => g.rules);

const dashboardSchema = z.object({
  uid: z.string().min(1),
  title: z.string().min(1),
  schemaVersion: z.number().int().min(36),
  time: z.object({ from: z.string(), to: z.string() }),
  panels: z
    .array(
      z.object({
        id: z.number().int().positive(),
        type: z.enum(['row', 'timeseries', 'stat', 'gauge', 'table', 'bargauge']),
        title: z.string().min(1),
        gridPos: z.object({
          h: z.number().int().positive(),
          w: z.number().int().min(1).max(24),
          x: z.number().int().min(0).max(23),
          y: z.number().int().min(0),
        }),
        datasource: z.object({ type: z.literal('prometheus'), uid: z.string() }).optional(),
        targets: z
          .array(
            z.object({
              refId: z.string().min(1),
              expr: z.string().min(1),
              legendFormat: z.string().optional(),
            }),
          )
          .optional(),
      }),
    )
    .min(1),
});
const dashboard = dashboardSchema.parse(
  JSON.parse(readFileSync(path.join(deploy, 'grafana/dashboards/placement.json'), 'utf8')),
);
const queries = dashboard.panels.flatMap((p) =>
  (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })),
);

/** Every metric name the server exports (its families with all their parts), defaults included. */
function exportedNames(): Set<string> {
  const metrics = new Metrics({ processMetrics: true });
  metrics.watchDatabase({ poolStats: () => [], observe: () => {} });
  metrics.watchScrapeReads({
    outbox: async () => [],
    activeSessions: async () => 0,
    ready: async () => true,
    now: () => new Date(),
  });
  metrics.watchVolumes({ data: tmpdir() });
  const names = new Set<string>();
  for (const metric of metrics.registry.getMetricsAsArray()) {
    const { name } = metric as unknown as { name: string };
    names.add(name);
    for (const part of ['_bucket', '_sum', '_count']) names.add(name + part);
  }
  return names;
}

describe('monitoring files (deploy/)', () => {
  it('has promtool where CI runs (Debian package prometheus)', () => {
    if (required) expect(hasPromtool, 'promtool on PATH (apt-get install prometheus)').toBe(true);
  });

  it.skipIf(!hasPromtool)('alert rules pass promtool check rules and their unit tests', () => {
    const check = promtool('check', 'rules', 'prometheus/alerts.yml');
    expect(check.ok, check.output).toBe(true);
    const tests = promtool('test', 'rules', 'prometheus/alerts.test.yml');
    expect(tests.ok, tests.output).toBe(true);
    const config = promtool('check', 'config', '--syntax-only', 'prometheus/prometheus.yml');
    expect(config.ok, config.output).toBe(true);
  });

  it.skipIf(!hasPromtool)('every query of the dashboard is valid PromQL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pp-dashboard-'));
    try {
      const file = path.join(dir, 'queries.yml');
      const recorded = queries.map(
        (q, i) => `      - record: dashboard:query_${i}\n        expr: ${JSON.stringify(q.expr)}`,
      );
      writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${recorded.join('\n')}\n`);
      const check = promtool('check', 'rules', file);
      expect(check.ok, check.output).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lays the dashboard out on its grid, one id per panel, on the provisioned data source', () => {
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of dashboard.panels) expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
    const source = parseYaml(
      readFileSync(path.join(deploy, 'grafana/provisioning/datasources/prometheus.yml'), 'utf8'),
    ) as {
      datasources: { uid: string }[];
    };
    const uid = source.datasources[0]!.uid;
    for (const p of dashboard.panels.filter((panel) => panel.type !== 'row')) {
      expect(p.datasource?.uid, p.title).toBe(uid);
      expect(p.targets?.length, p.title).toBeGreaterThan(0);
    }
  });

  it('names only metrics the server exports, in the alerts and in the dashboard', () => {
    const exported = exportedNames();
    const used = [
      ...rules.map((r) => ({ where: r.alert, expr: r.expr })),
      ...queries.map((q) => ({ where: q.panel, expr: q.expr })),
    ];
    let names = 0;
    for (const { where, expr } of used)
      for (const [name] of expr.matchAll(/\b(?:pp|nodejs|process)_[a-z0-9_]+/g)) {
        names++;
        expect(exported.has(name), `${name} (${where})`).toBe(true);
      }
    expect(names).toBeGreaterThan(30);
  });

  it('gives every alert a section in docs/operations.md that its runbook link points to', () => {
    const operations = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
    expect(rules.length).toBeGreaterThanOrEqual(10);
    for (const rule of rules) {
      const anchor = rule.annotations.runbook_url?.split('#')[1];
      expect(anchor, rule.alert).toBeTruthy();
      const heading = [...operations.matchAll(/^#{3,4} (.+)$/gm)].find(
        (m) =>
          m[1]!
            .toLowerCase()
            .replace(/[^a-z0-9 -]/g, '')
            .replaceAll(' ', '-') === anchor,
      );
      expect(heading, `${rule.alert}: a heading for #${anchor}`).toBeDefined();
    }
  });
});
