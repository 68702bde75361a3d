import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildApp,
  type Database,
  loadConfig,
  localMediaStorage,
  migrateToLatest,
  withDatabasePlugin,
} from '@shop/server/bench';
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryExecutor,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { RESULTS } from './lib/processes.js';
import { type Get, sampleCatalogue, scenarios } from './lib/scenarios.js';
import { benchTarget, type DbKind, openTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run explain -w @shop/bench -- --db postgres|pglite|both`: EXPLAIN (ANALYZE, BUFFERS) of every SQL
 * statement each load scenario runs, on the generated catalogue. The real routes run in-process (no
 * load here), on a database handle that records the SQL they compile, so the plans stay those of
 * whatever the catalogue module does today. Written to bench/results/explain-<db>.md.
 */

/** Records each statement as compiled, so it can be replayed under EXPLAIN with its parameters. */
class RecordQueries implements KyselyPlugin {
  queries: CompiledQuery[] = [];

  constructor(private readonly executor: QueryExecutor) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(this.executor.compileQuery(args.node, args.queryId));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

async function explain(db: Database, query: CompiledQuery): Promise<string> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]),
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function explainDatabase(kind: DbKind): Promise<string> {
  const target = benchTarget(kind);
  const { dataDir } = target;
  const db = await openTarget(target);
  await migrateToLatest(db); // as the server does at start, so the schema is the catalogue module's
  const recorder = new RecordQueries(db.getExecutor());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
  });
  const app = await buildApp({
    config: { ...config, jwtSecret: 'explain-only-secret-0123456789abcdef' },
    db: withDatabasePlugin(db, recorder),
    media: localMediaStorage(path.join(dataDir, 'media')),
  });
  const get: Get = async (url) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  };
  try {
    const sample = await sampleCatalogue(get);
    const sections: string[] = [`# EXPLAIN ANALYZE on ${kind}`];
    for (const scenario of scenarios(sample)) {
      const url = typeof scenario.target === 'string' ? scenario.target : scenario.target();
      // The second request shows the steady state (warm caches, remembered counts); it is the one explained.
      await get(url);
      recorder.queries = [];
      const { status } = await get(url);
      sections.push(`## ${scenario.name}\n\nGET ${url} → ${status}`);
      for (const query of recorder.queries) {
        sections.push(`\`\`\`sql\n${query.sql}\n\`\`\`\nparameters: ${JSON.stringify(query.parameters)}`);
        sections.push(`\`\`\`\n${await explain(db, query)}\n\`\`\``);
      }
    }
    return sections.join('\n\n');
  } finally {
    await app.close();
    await db.destroy();
  }
}

async function main() {
  const { values } = parseArgs({ options: { db: { type: 'string', default: 'postgres' } } });
  for (const kind of parseDbKinds(values.db)) {
    const report = await explainDatabase(kind);
    const file = path.join(RESULTS, `explain-${kind}.md`);
    await writeFile(file, `${report}\n`);
    console.log(report);
    console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
